import { eventually } from '@fx/service-kit/testing';
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

/** Pays, and its refund succeeds, then fails a second later (the card was closed). */
const REFUND_FAILS = '4000 0000 0000 5126';

describe('releases, failed refunds and events out of order, through the Stripe stand-in', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-money-back');
  });
  afterAll(() => stack?.close());

  const paid = (card?: string) => payWithCard(stack, card);

  it('releases an authorised payment once: the hold let go, payment.failed saying so', async () => {
    const payment = await paid();
    const release = () =>
      stack.service.client.request('payments.release', {
        orderId: payment.orderId,
        reason: 'not accepted in time',
      });
    expect(await release()).toMatchObject({ status: 'released' });
    expect(await release()).toMatchObject({ status: 'released' });
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, payment.orderId)).toEqual(['payment.authorised', 'payment.failed']);
    expect(eventsOf(stack, payment.orderId)[1]!.payload).toMatchObject({ reason: 'released' });
    const intent = await intentOf(stack, payment.orderId);
    expect(
      (await standInObject<{ status: string }>(stack, `payment_intents/${intent}`)).status,
    ).toBe('canceled');
    await expect(
      stack.service.client.request('payments.capture', { orderId: payment.orderId }),
    ).rejects.toMatchObject({ code: 'PAYMENT_STATE_INVALID' });
  });

  it('closes the checkout of an order released before it was paid', async () => {
    const payment = await stack.service.client.request('payments.start', startRequest());
    await expect(
      stack.service.client.request('payments.release', {
        orderId: payment.orderId,
        reason: 'cancelled by the customer',
      }),
    ).resolves.toMatchObject({ status: 'released' });
    const [session] = await standInList<{ status: string }>(
      stack,
      `checkout/sessions?client_reference_id=${payment.orderId}`,
    );
    expect(session?.status).toBe('expired');
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, payment.orderId)).toEqual(['payment.failed']);
  });

  it('shows a refund that failed after it succeeded as refund failed, with nothing counted as refunded', async () => {
    const payment = await paid(REFUND_FAILS);
    await stack.service.client.request('payments.capture', { orderId: payment.orderId });
    const refund = await stack.service.client.request('payments.refund', {
      orderId: payment.orderId,
      idempotencyKey: `refund-${payment.orderId}`,
      reason: 'cancelled by staff',
    });
    expect(refund.status).toBe('succeeded');
    const failed = await eventually(async () => {
      const now = await stack.service.client.request('payments.ofOrder', {
        orderId: payment.orderId,
      });
      return now.payment?.status === 'refund_failed' && now.payment;
    }, 15_000);
    expect(failed).toMatchObject({
      refundedPence: 0,
      failure: expect.stringMatching(/refund failed/i),
    });
  });

  it('moves a payment forward whatever order its webhooks come in: a capture seen before the authorisation', async () => {
    const started = await stack.service.client.request('payments.start', startRequest());
    stack.route.held = [];
    try {
      expect(await payOnHostedPage(started.checkoutUrl, DEBIT)).toBe(303);
      const [session] = await standInList<{ payment_intent: string }>(
        stack,
        `checkout/sessions?client_reference_id=${started.orderId}`,
      );
      await standInObject(stack, `payment_intents/${session!.payment_intent}/capture`, {});
      await stack.standIn.webhooksIdle();
    } finally {
      const held = stack.route.held.filter((d) => d.rawBody.toString().includes(started.orderId));
      stack.route.held = null;
      for (const delivery of held.reverse()) expect(await stack.webhook(delivery)).toBe(200);
    }
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, started.orderId)).toEqual(['payment.authorised', 'payment.captured']);
    await expect(
      stack.service.client.request('payments.ofOrder', { orderId: started.orderId }),
    ).resolves.toMatchObject({ payment: { status: 'captured', card: { last4: '5556' } } });
  });
});
