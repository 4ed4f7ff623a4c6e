import { memoryLifecycle, refusal } from '../../testing/memory-orders';
import { CancelMyOrderCommand } from './cancel-my-order.command';
import { CancelMyOrderHandler } from './cancel-my-order.handler';

function setUp() {
  const { memory, mover } = memoryLifecycle();
  const handler = new CancelMyOrderHandler(mover);
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
