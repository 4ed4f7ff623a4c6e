import type { EventType } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import { accepted, cancelled, publishOrderEvent } from './support/order-events';
import { startPaymentsStack, type PaymentsStack } from './support/payments-stack';
import {
  DEBIT,
  eventsOf,
  intentOf,
  payWithCard,
  settled,
  standInList,
  standInObject,
  startRequest,
  typesOf,
} from './support/payments-client';
import { payOnHostedPage } from './support/stripe-stand-in';

interface Intent {
  status: string;
  amount_received: number;
}

describe("the orders' events move the card payment, each once, through the Stripe stand-in", () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-order-events');
  });
  afterAll(() => stack?.close());

  const ofOrder = async (orderId: string) =>
    (await stack.service.client.request('payments.ofOrder', { orderId })).payment;
  const intent = async (orderId: string) =>
    standInObject<Intent>(stack, `payment_intents/${await intentOf(stack, orderId)}`);
  const refundsAtStripe = async (orderId: string) =>
    standInList<{ amount: number; status: string }>(
      stack,
      `refunds?payment_intent=${await intentOf(stack, orderId)}`,
    );
  const until = (orderId: string, type: EventType) =>
    eventually(() => typesOf(stack, orderId).includes(type), 15_000);

  it('captures a paid order once when staff accept it, even when order.accepted comes twice', async () => {
    const { orderId } = await payWithCard(stack);
    const event = accepted(orderId);
    await publishOrderEvent(stack, 'order.accepted', event);
    await publishOrderEvent(stack, 'order.accepted', event);
    await until(orderId, 'payment.captured');
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, orderId)).toEqual(['payment.authorised', 'payment.captured']);
    expect(await intent(orderId)).toMatchObject({ status: 'succeeded', amount_received: 41_275 });
    expect(await ofOrder(orderId)).toMatchObject({ status: 'captured', refundedPence: 0 });
  });

  it('releases the hold when the customer cancels before acceptance with no fee', async () => {
    const { orderId } = await payWithCard(stack);
    await publishOrderEvent(stack, 'order.cancelled', cancelled(orderId, 'customer', '0'));
    await until(orderId, 'payment.failed');
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, orderId)).toEqual(['payment.authorised', 'payment.failed']);
    expect(eventsOf(stack, orderId)[1]!.payload).toMatchObject({ reason: 'released' });
    expect((await intent(orderId)).status).toBe('canceled');
    expect(await ofOrder(orderId)).toMatchObject({ status: 'released' });
  });

  it('keeps the GBP 5.00 fee when the customer cancels: takes the payment and refunds the rest, once', async () => {
    const { orderId } = await payWithCard(stack);
    const event = cancelled(orderId, 'customer', '5.00');
    const envelope = await publishOrderEvent(stack, 'order.cancelled', event);
    await until(orderId, 'payment.refunded');
    await publishOrderEvent(stack, 'order.cancelled', event, envelope.id);
    await publishOrderEvent(stack, 'order.cancelled', event);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, orderId)).toEqual([
      'payment.authorised',
      'payment.captured',
      'payment.refunded',
    ]);
    expect(eventsOf(stack, orderId)[2]!.payload).toMatchObject({
      amountPence: 41_275 - 500,
      refundedPence: 41_275 - 500,
    });
    expect(await refundsAtStripe(orderId)).toEqual([
      expect.objectContaining({ amount: 40_775, status: 'succeeded' }),
    ]);
    expect(await ofOrder(orderId)).toMatchObject({ status: 'captured', refundedPence: 40_775 });
  });

  it('refunds everything when staff cancel an order already captured', async () => {
    const { orderId } = await payWithCard(stack);
    await publishOrderEvent(stack, 'order.accepted', accepted(orderId));
    await until(orderId, 'payment.captured');
    await publishOrderEvent(stack, 'order.cancelled', cancelled(orderId, 'staff'));
    await until(orderId, 'payment.refunded');
    expect(await settled(stack)).toEqual([]);
    expect(eventsOf(stack, orderId).at(-1)!.payload).toMatchObject({
      amountPence: 41_275,
      refundedPence: 41_275,
    });
    expect(await ofOrder(orderId)).toMatchObject({ status: 'refunded', refundedPence: 41_275 });
    expect(await refundsAtStripe(orderId)).toHaveLength(1);
  });

  it('releases by itself a payment made on a page left open after the order was cancelled: the order never hears it was authorised', async () => {
    const started = await stack.service.client.request('payments.start', startRequest());
    const { orderId } = started;
    // Stripe out of reach: the cancellation is remembered, but the checkout cannot be closed.
    stack.api.cut();
    try {
      await publishOrderEvent(stack, 'order.cancelled', cancelled(orderId, 'customer'));
      await eventually(async () => {
        const [row] = await stack.sql<{ order_cancelled_at: Date | null }[]>(
          'SELECT order_cancelled_at FROM payments.payments WHERE order_id = $1',
          [orderId],
        );
        return row?.order_cancelled_at !== null;
      }, 10_000);
      // The customer pays on the hosted page still open in their browser.
      expect(await payOnHostedPage(started.checkoutUrl, DEBIT)).toBe(303);
    } finally {
      stack.api.restore();
    }
    await until(orderId, 'payment.failed');
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, orderId)).toEqual(['payment.failed']);
    expect(eventsOf(stack, orderId)[0]!.payload).toMatchObject({ reason: 'released' });
    expect((await intent(orderId)).status).toBe('canceled');
    expect(await ofOrder(orderId)).toMatchObject({ status: 'released', card: { last4: '5556' } });
  });

  it('captures at dispatch a delivery order whose hold was not taken at acceptance', async () => {
    const { orderId } = await payWithCard(stack);
    await publishOrderEvent(stack, 'order.dispatched', {
      order: accepted(orderId).order,
      trackingNumber: 'AB123456785GB',
      dispatchedAt: new Date().toISOString(),
      dispatchedBy: { kind: 'staff', id: 'staff-uid' },
    });
    await until(orderId, 'payment.captured');
    expect(await settled(stack)).toEqual([]);
    expect(await ofOrder(orderId)).toMatchObject({ status: 'captured' });
  });
});
