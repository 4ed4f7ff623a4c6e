import Stripe from 'stripe';
import { CARDS, createSession, pay, startFixture, type Fixture } from './support/stand-in-fixture';

describe('the Stripe stand-in: capture, release, refunds, charges and disputes through the official SDK', () => {
  let fx: Fixture;
  /**
   * The stand-in's clock starts at a set second and runs on with real time, so every charge of
   * this file is from then on, whatever the hour the suite runs at and however long it takes.
   */
  const started = Date.parse('2026-11-27T09:30:00Z') / 1000;

  beforeAll(async () => {
    const origin = performance.now();
    fx = await startFixture({ now: () => started * 1000 + (performance.now() - origin) });
  });
  afterAll(() => fx.stop());

  /** A session paid with `number`: its PaymentIntent's id (held, manual capture). */
  async function authorised(number: string = CARDS.debit): Promise<string> {
    const session = await createSession(fx.stripe);
    await pay(session, number);
    return (await fx.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  }

  it('captures a held payment: succeeded, the charge captured, payment_intent.succeeded sent', async () => {
    const id = await authorised();
    const captured = await fx.stripe.paymentIntents.capture(id, { expand: ['latest_charge'] });
    expect(captured).toMatchObject({
      status: 'succeeded',
      amount_received: 52_340,
      amount_capturable: 0,
    });
    expect(captured.latest_charge).toMatchObject({
      object: 'charge',
      captured: true,
      amount_captured: 52_340,
    });
    await fx.webhooks.waitFor(
      'payment_intent.succeeded',
      (e) => (e.data.object as { id: string }).id === id,
    );
    const again = fx.stripe.paymentIntents.capture(id);
    await expect(again).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(again).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
  });

  it('captures less than was held when asked, and never more', async () => {
    const id = await authorised();
    await expect(
      fx.stripe.paymentIntents.capture(id, { amount_to_capture: 60_000 }),
    ).rejects.toMatchObject({ param: 'amount_to_capture' });
    expect(
      (await fx.stripe.paymentIntents.capture(id, { amount_to_capture: 50_000 })).amount_received,
    ).toBe(50_000);
  });

  it('releases a held payment on cancel: canceled, nothing capturable, payment_intent.canceled sent', async () => {
    const id = await authorised();
    const canceled = await fx.stripe.paymentIntents.cancel(id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
    });
    await fx.webhooks.waitFor(
      'payment_intent.canceled',
      (e) => (e.data.object as { id: string }).id === id,
    );
    await expect(fx.stripe.paymentIntents.capture(id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(fx.stripe.paymentIntents.cancel(id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses to cancel the PaymentIntent of a session still open (expire the session instead)', async () => {
    const session = await createSession(fx.stripe);
    await fetch(session.url!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_number: CARDS.declined,
        expiry: '12/34',
        cvc: '123',
        name: 'A',
      }),
    });
    const id = (await fx.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    await expect(fx.stripe.paymentIntents.cancel(id)).rejects.toMatchObject({ statusCode: 400 });
    await fx.stripe.checkout.sessions.expire(session.id);
    expect((await fx.stripe.paymentIntents.retrieve(id)).status).toBe('canceled');
  });

  it('refunds part then the rest of a captured payment, and refuses a third; refunds are listed by payment', async () => {
    const id = await authorised();
    await fx.stripe.paymentIntents.capture(id);
    const part = await fx.stripe.refunds.create({
      payment_intent: id,
      amount: 2_340,
      reason: 'requested_by_customer',
    });
    expect(part).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 2_340,
      payment_intent: id,
    });
    const rest = await fx.stripe.refunds.create({ payment_intent: id });
    expect(rest.amount).toBe(50_000);
    await expect(fx.stripe.refunds.create({ payment_intent: id, amount: 1 })).rejects.toMatchObject(
      { code: 'charge_already_refunded' },
    );
    expect((await fx.stripe.refunds.retrieve(part.id)).amount).toBe(2_340);
    const listed = await fx.stripe.refunds.list({ payment_intent: id });
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, part.id]);
    const charge = (await fx.stripe.charges.list({ payment_intent: id })).data[0];
    expect(charge).toMatchObject({ amount_refunded: 52_340, refunded: true });
    await fx.webhooks.waitFor(
      'charge.refunded',
      (e) => (e.data.object as Stripe.Charge).amount_refunded === 52_340,
    );
  });

  it('refuses a refund larger than what is left, and one of a payment only held', async () => {
    const held = await authorised();
    await expect(fx.stripe.refunds.create({ payment_intent: held })).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_intent',
    });
    await fx.stripe.paymentIntents.capture(held);
    await expect(
      fx.stripe.refunds.create({ payment_intent: held, amount: 52_341 }),
    ).rejects.toMatchObject({ param: 'amount' });
  });

  it('replays a refund sent twice with one Idempotency-Key: one refund, the same answer', async () => {
    const id = await authorised();
    await fx.stripe.paymentIntents.capture(id);
    const first = await fx.stripe.refunds.create(
      { payment_intent: id, amount: 100 },
      { idempotencyKey: `refund-${id}` },
    );
    const second = await fx.stripe.refunds.create(
      { payment_intent: id, amount: 100 },
      { idempotencyKey: `refund-${id}` },
    );
    expect(second.id).toBe(first.id);
    expect((await fx.stripe.refunds.list({ payment_intent: id })).data).toHaveLength(1);
  });

  it('fails a refund of 4000 0000 0000 5126 after it succeeded, as the bank returns it (refund.failed)', async () => {
    const id = await authorised(CARDS.refundFails);
    await fx.stripe.paymentIntents.capture(id);
    const refund = await fx.stripe.refunds.create({ payment_intent: id });
    expect(refund.status).toBe('succeeded');
    const failed = await fx.webhooks.waitFor(
      'refund.failed',
      (e) => (e.data.object as { id: string }).id === refund.id,
    );
    expect(failed.data.object).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect((await fx.stripe.refunds.retrieve(refund.id)).status).toBe('failed');
    expect((await fx.stripe.charges.list({ payment_intent: id })).data[0]?.amount_refunded).toBe(0);
  });

  it('lets a second refund of 4000 0000 0000 5126 go through once the first was returned', async () => {
    const id = await authorised(CARDS.refundFails);
    await fx.stripe.paymentIntents.capture(id);
    const first = await fx.stripe.refunds.create({ payment_intent: id });
    await fx.webhooks.waitFor(
      'refund.failed',
      (e) => (e.data.object as { id: string }).id === first.id,
    );
    const second = await fx.stripe.refunds.create({ payment_intent: id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fx.stripe.refunds.retrieve(second.id)).status).toBe('succeeded');
    expect((await fx.stripe.charges.list({ payment_intent: id })).data[0]?.amount_refunded).toBe(
      second.amount,
    );
  });

  it('opens a dispute on a captured charge through its test route, listed and sent as charge.dispute.created', async () => {
    const id = await authorised();
    await fx.stripe.paymentIntents.capture(id);
    const charge = (await fx.stripe.charges.list({ payment_intent: id })).data[0]!;
    const opened = await fetch(`${fx.standIn.url}/_test/charges/${charge.id}/dispute`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_x',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'reason=product_not_received',
    });
    expect(opened.status).toBe(200);
    const disputes = await fx.stripe.disputes.list({ payment_intent: id });
    expect(disputes.data).toEqual([
      expect.objectContaining({
        object: 'dispute',
        charge: charge.id,
        amount: 52_340,
        reason: 'product_not_received',
        status: 'needs_response',
      }),
    ]);
    await fx.webhooks.waitFor(
      'charge.dispute.created',
      (e) => (e.data.object as Stripe.Dispute).charge === charge.id,
    );
    expect((await fx.stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    await expect(fx.stripe.refunds.create({ payment_intent: id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
  });

  it('opens a dispute by itself once a payment with 4000 0000 0000 0259 is captured', async () => {
    const id = await authorised(CARDS.disputes);
    await fx.stripe.paymentIntents.capture(id);
    expect((await fx.stripe.disputes.list({ payment_intent: id })).data).toHaveLength(1);
  });

  it('lists charges and payment intents in pages, with a created range', async () => {
    // The range is the file's own run, however long the tests before this one took.
    const all = await fx.stripe.charges
      .list({ limit: 3, created: { gte: started } })
      .autoPagingToArray({ limit: 1000 });
    const intents = await fx.stripe.paymentIntents
      .list({ limit: 2, expand: ['data.latest_charge'] })
      .autoPagingToArray({ limit: 1000 });
    expect(all.length).toBeGreaterThan(3);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(
      intents.every((pi) => pi.latest_charge === null || typeof pi.latest_charge === 'object'),
    ).toBe(true);
    expect((await fx.stripe.charges.list({ created: { lt: started } })).data).toEqual([]);
  });
});
