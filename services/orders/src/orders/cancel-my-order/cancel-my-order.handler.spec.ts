import { TEST_RULES } from '../../testing/fixtures';
import { memoryLifecycle, refusal } from '../../testing/memory-orders';
import { CancelMyOrderCommand } from './cancel-my-order.command';
import { CancelMyOrderHandler } from './cancel-my-order.handler';

function setUp() {
  const { memory, mover } = memoryLifecycle();
  const handler = new CancelMyOrderHandler(mover, { ...TEST_RULES, cancellationFeeGbp: '2.50' });
  const cancel = (id: string, email: string) =>
    handler.execute(new CancelMyOrderCommand(id, email));
  return { memory, cancel };
}

describe('a customer cancelling their order', () => {
  it('lets customers cancel their own pending order, whatever the case of their e-mail', async () => {
    const { memory, cancel } = setUp();
    const id = memory.add('pending', 'Ada@Example.com');
    const mine = await cancel(id, 'ada@EXAMPLE.com');
    expect(mine).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(memory.sent()[0]!.payload).toMatchObject({
      cancelledBy: { kind: 'customer' },
      reason: 'Cancelled by the customer',
    });
  });

  it('answers a customer cancelling someone else’s order as a missing order, changing nothing', async () => {
    const { memory, cancel } = setUp();
    const id = memory.add('pending', 'someone@example.com');
    const error = await refusal(cancel(id, 'ada@example.com'));
    expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'There is no such order' });
    expect(memory.orders.get(id)!.status).toBe('pending');
    expect(memory.sent()).toEqual([]);
  });

  it('refuses a customer cancelling an accepted order, pointing them to the branch', async () => {
    const { memory, cancel } = setUp();
    const id = memory.add('accepted');
    const error = await refusal(cancel(id, 'ada@example.com'));
    expect(error).toMatchObject({ code: 'ORDER_NOT_PENDING' });
    expect((error as Error).message).toContain('please call Riverside Currency');
    expect(memory.orders.get(id)!.status).toBe('accepted');
  });
});

describe('a customer cancelling a card-paid order', () => {
  const paid = {
    payment: {
      method: 'card' as const,
      status: 'authorised' as const,
      amountDueGbp: '100.00',
      card: { brand: 'visa', last4: '5556' },
      paidAt: new Date('2025-06-02T09:01:00Z'),
      refundedGbp: '0',
    },
  };
  const delivered = {
    ...paid,
    delivery: {
      address: { line1: '1 Main Street', town: 'Leeds', postcode: 'LS1 4AP' },
      nation: 'england' as const,
      saturday: false,
      feeGbp: '4.99',
      day: '2025-06-04',
    },
  };

  it('keeps back the Terms’ cancellation fee in OrderCancelled, for the payments service’s refund', async () => {
    const { memory, cancel } = setUp();
    const id = memory.add('pending', 'ada@example.com', paid);
    expect(await cancel(id, 'ada@example.com')).toMatchObject({ status: 'cancelled' });
    expect(memory.sent()[0]!.payload).toMatchObject({ cancellationFeeGbp: '2.50' });
  });

  it('lets the customer cancel a delivery order accepted but not yet sent', async () => {
    const { memory, cancel } = setUp();
    const id = memory.add('accepted', 'ada@example.com', delivered);
    expect(await cancel(id, 'ada@example.com')).toMatchObject({ status: 'cancelled' });
    expect(memory.sent()[0]).toMatchObject({ type: 'order.cancelled' });
  });

  it('refuses a delivery order already sent, and an order still awaiting its payment', async () => {
    const { memory, cancel } = setUp();
    const sent = memory.add('accepted', 'ada@example.com', {
      ...delivered,
      trackingNumber: 'AB123456785GB',
      dispatchedAt: new Date('2025-06-03T09:00:00Z'),
    });
    expect(await refusal(cancel(sent, 'ada@example.com'))).toMatchObject({
      code: 'ORDER_NOT_PENDING',
    });
    const unpaid = memory.add('awaiting_payment', 'ada@example.com', {
      payment: { ...paid.payment, status: 'awaiting_payment', card: null, paidAt: null },
    });
    const error = await refusal(cancel(unpaid, 'ada@example.com'));
    expect(error).toMatchObject({ code: 'ORDER_NOT_PENDING' });
    expect((error as Error).message).toContain('waiting for its card payment');
    expect(memory.sent()).toEqual([]);
  });
});
