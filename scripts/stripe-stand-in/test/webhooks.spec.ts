import Stripe from 'stripe';
import {
  CARDS,
  createSession,
  pay,
  startFixture,
  WEBHOOK_SECRET,
  type Fixture,
} from './support/stand-in-fixture';

const verifier = new Stripe('sk_test_verifier');

describe('the Stripe stand-in: webhooks signed as Stripe signs them, and the events API', () => {
  let fx: Fixture;

  beforeEach(async () => {
    fx = await startFixture();
  });
  afterEach(() => fx.stop());

  it("sends each change of a payment as an event the SDK's constructEvent verifies, each with its own evt_ id", async () => {
    const session = await createSession(fx.stripe);
    await pay(session, CARDS.debit);
    const completed = await fx.webhooks.waitFor('checkout.session.completed');
    const intentId = (completed.data.object as Stripe.Checkout.Session).payment_intent as string;
    await fx.stripe.paymentIntents.capture(intentId, {}, { idempotencyKey: 'capture-FX-1001' });
    const succeeded = await fx.webhooks.waitFor('payment_intent.succeeded');
    expect(succeeded.request).toEqual({
      id: expect.stringMatching(/^req_/),
      idempotency_key: 'capture-FX-1001',
    });
    await fx.standIn.webhooksIdle();
    const verified = fx.webhooks.received.map((d) =>
      verifier.webhooks.constructEvent(d.body, d.signature, WEBHOOK_SECRET),
    );
    expect(verified.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'payment_intent.amount_capturable_updated',
        'payment_intent.succeeded',
      ]),
    );
    expect(verified.every((e) => /^evt_/.test(e.id))).toBe(true);
    expect(new Set(verified.map((e) => e.id)).size).toBe(verified.length);
    expect(completed.data.object).toMatchObject({
      status: 'complete',
      metadata: { order_id: 'FX-1001' },
    });
  });

  it('signs the exact body: a changed byte, another secret or an old timestamp fails verification', async () => {
    await fx.stripe.checkout.sessions.expire((await createSession(fx.stripe)).id);
    await fx.webhooks.waitFor('checkout.session.expired');
    const [delivery] = fx.webhooks.received;
    expect(delivery!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const construct = (body: string, secret = WEBHOOK_SECRET, tolerance?: number) =>
      verifier.webhooks.constructEvent(body, delivery!.signature, secret, tolerance);
    expect(construct(delivery!.body).id).toBe(delivery!.id);
    expect(() => construct(delivery!.body.replace('expired', 'complete'))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => construct(delivery!.body, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(() => construct(delivery!.body, WEBHOOK_SECRET, 0.5)).toThrow(
      /outside the tolerance zone/,
    );
  });

  it('retries an event while the endpoint answers 500, with the same id, until it takes it', async () => {
    let failures = 2;
    fx.webhooks.answer = () => (failures-- > 0 ? 500 : 200);
    const session = await createSession(fx.stripe);
    await fx.stripe.checkout.sessions.expire(session.id);
    const deadline = Date.now() + 5000;
    while (fx.webhooks.received.length < 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await fx.standIn.webhooksIdle();
    expect(fx.webhooks.received.map((d) => d.id)).toEqual(
      Array(3).fill(fx.webhooks.received[0]!.id),
    );
    const event = await fx.stripe.events.retrieve(fx.webhooks.received[0]!.id);
    expect(event).toMatchObject({ type: 'checkout.session.expired', pending_webhooks: 0 });
  });

  it('retries an event the endpoint does not answer in time', async () => {
    let silent = 1;
    fx.webhooks.answer = () => (silent-- > 0 ? 0 : 200);
    await fx.stripe.checkout.sessions.expire((await createSession(fx.stripe)).id);
    const deadline = Date.now() + 5000;
    while (fx.webhooks.received.length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(fx.webhooks.received).toHaveLength(2);
    expect(fx.webhooks.received[1]!.id).toBe(fx.webhooks.received[0]!.id);
  });

  it('lists events newest first, by type, and gives one by id', async () => {
    const first = await createSession(fx.stripe);
    const second = await createSession(fx.stripe);
    await fx.stripe.checkout.sessions.expire(first.id);
    await fx.stripe.checkout.sessions.expire(second.id);
    const expired = await fx.stripe.events.list({ type: 'checkout.session.expired' });
    expect(expired.data.map((e) => (e.data.object as { id: string }).id)).toEqual([
      second.id,
      first.id,
    ]);
    const one = await fx.stripe.events.retrieve(expired.data[0]!.id);
    expect(one).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
    });
    await expect(fx.stripe.events.retrieve('evt_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
