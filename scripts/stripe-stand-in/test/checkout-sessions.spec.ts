import Stripe from 'stripe';
import {
  createSession,
  page,
  startFixture,
  stripeFor,
  type Fixture,
} from './support/stand-in-fixture';

describe('the Stripe stand-in: Checkout Sessions through the official SDK', () => {
  let clock = Date.parse('2026-11-20T10:00:00Z');
  let fx: Fixture;

  beforeAll(async () => {
    fx = await startFixture({ now: () => clock, sweepMs: 60_000 });
  });
  afterAll(() => fx.stop());

  it('creates an open session with the amount in pence, the metadata and a hosted page URL', async () => {
    const session = await createSession(fx.stripe, { expires_at: Math.floor(clock / 1000) + 1800 });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 52_340,
      currency: 'gbp',
      metadata: { order_id: 'FX-1001' },
      payment_intent: null,
      allowed_payment_method_types: ['card'],
      customer_email: 'ada@example.com',
      expires_at: Math.floor(clock / 1000) + 1800,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fx.standIn.url}/c/pay/${session.id}`);
    expect((await page(session.url!)).status).toBe(200);
  });

  it.each([
    [29 * 60 + 59, 'at least 30 minutes'],
    [24 * 3600 + 1, 'less than 24 hours'],
  ])('refuses expires_at %i seconds away as Stripe does (%s)', async (seconds, words) => {
    const refused = createSession(fx.stripe, { expires_at: Math.floor(clock / 1000) + seconds });
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: expect.stringContaining(words),
    });
  });

  it('refuses an unknown parameter and a missing one, naming it', async () => {
    await expect(
      createSession(fx.stripe, {
        shipping_options: 'pickup',
      } as unknown as Partial<Stripe.Checkout.SessionCreateParams>),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'shipping_options' });
    await expect(createSession(fx.stripe, { line_items: [] })).rejects.toMatchObject({
      param: 'line_items',
    });
  });

  it('takes payment_method_types[]=card from a client of an older API version, and refuses it on 2026-10-28.endive', async () => {
    const body =
      'mode=payment&payment_method_types[]=card&line_items[0][quantity]=1&line_items[0][price_data][currency]=gbp' +
      '&line_items[0][price_data][unit_amount]=1000&line_items[0][price_data][product_data][name]=EUR&metadata[order_id]=FX-9';
    const post = (version?: string) =>
      fetch(`${fx.standIn.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer sk_test_curl',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(version ? { 'Stripe-Version': version } : {}),
        },
        body,
      });
    const old = await post('2024-06-20');
    expect(old.status).toBe(200);
    expect(await old.json()).toMatchObject({
      payment_method_types: ['card'],
      metadata: { order_id: 'FX-9' },
    });
    const current = await post(Stripe.API_VERSION);
    expect(current.status).toBe(400);
    expect(await current.json()).toEqual({
      error: expect.objectContaining({
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'payment_method_types',
      }),
    });
  });

  it('answers 401 without a test secret key', async () => {
    const anonymous = await fetch(`${fx.standIn.url}/v1/checkout/sessions`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: expect.objectContaining({ type: 'invalid_request_error' }),
    });
    await expect(
      stripeFor(fx.standIn.url, 'sk_live_nope').checkout.sessions.list(),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers 404 resource_missing for a session it does not have', async () => {
    await expect(fx.stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nothing'",
    });
  });

  it('replays the stored answer to a repeated Idempotency-Key, and refuses the key with another body', async () => {
    const first = await createSession(fx.stripe, {}, { idempotencyKey: 'start-FX-1001' });
    const again = await createSession(fx.stripe, {}, { idempotencyKey: 'start-FX-1001' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = createSession(
      fx.stripe,
      { metadata: { order_id: 'FX-1002' } },
      { idempotencyKey: 'start-FX-1001' },
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect(
      (await fx.stripe.checkout.sessions.list({ limit: 100 })).data.filter(
        (s) => s.id === first.id,
      ),
    ).toHaveLength(1);
  });

  it('lists newest first in pages of `limit`, following starting_after to the end', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock += 1000;
      made.push((await createSession(fx.stripe, { client_reference_id: 'paging' })).id);
    }
    const first = await fx.stripe.checkout.sessions.list({ limit: 2 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' });
    expect(first.data.map((s) => s.id)).toEqual([made[4], made[3]]);
    const second = await fx.stripe.checkout.sessions.list({ limit: 2, starting_after: made[3] });
    expect(second.data.map((s) => s.id)).toEqual([made[2], made[1]]);
    const back = await fx.stripe.checkout.sessions.list({ limit: 2, ending_before: made[1] });
    expect(back).toMatchObject({ has_more: true });
    expect(back.data.map((s) => s.id)).toEqual([made[3], made[2]]);
    const all = await fx.stripe.checkout.sessions
      .list({ limit: 2 })
      .autoPagingToArray({ limit: 100 });
    expect(all.map((s) => s.id).slice(0, 5)).toEqual([...made].reverse());
  });

  it('expires an open session on request: expired, its page says so, checkout.session.expired sent', async () => {
    const session = await createSession(fx.stripe);
    const expired = await fx.stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect((await page(session.url!)).html).toContain('This checkout has expired');
    const event = await fx.webhooks.waitFor(
      'checkout.session.expired',
      (e) => (e.data.object as { id: string }).id === session.id,
    );
    expect(event.data.object).toMatchObject({
      status: 'expired',
      metadata: { order_id: 'FX-1001' },
    });
    await expect(fx.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('expires a session by itself once expires_at passes', async () => {
    const session = await createSession(fx.stripe, { expires_at: Math.floor(clock / 1000) + 1800 });
    clock += 1799 * 1000;
    expect((await fx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    clock += 1000;
    expect((await fx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    await fx.webhooks.waitFor(
      'checkout.session.expired',
      (e) => (e.data.object as { id: string }).id === session.id,
    );
  });

  it('refuses to expand what is not expandable', async () => {
    const session = await createSession(fx.stripe);
    await expect(
      fx.stripe.checkout.sessions.retrieve(session.id, { expand: ['mode'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'expand',
    });
  });
});
