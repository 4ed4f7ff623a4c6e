import Stripe from 'stripe';
import { eventually } from '@fx/service-kit/testing';
import { WEBHOOK_SECRET, payOnHostedPage } from './support/stripe-stand-in';
import { startPaymentsStack, type PaymentsStack } from './support/payments-stack';
import {
  CREDIT,
  DEBIT,
  DECLINED,
  eventsOf,
  intentOf,
  payWithCard,
  settled,
  standInList,
  standInObject,
  startRequest,
  typesOf,
} from './support/payments-client';

describe('card payments through the Stripe stand-in, on real Postgres and RabbitMQ', () => {
  let stack: PaymentsStack;

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-flows');
  });
  afterAll(() => stack?.close());

  const start = (request = startRequest()) =>
    stack.service.client.request('payments.start', request);
  const ofOrder = async (orderId: string) =>
    (await stack.service.client.request('payments.ofOrder', { orderId })).payment;

  const paid = (card?: string) => payWithCard(stack, card);

  it('opens a 30-minute hosted checkout and, paid with the debit card, announces payment.authorised once with its last four digits', async () => {
    const request = startRequest();
    const payment = await start(request);
    expect(payment).toMatchObject({
      orderId: request.orderId,
      status: 'awaiting_payment',
      amountPence: 41_275,
      checkoutUrl: expect.stringMatching(/\/c\/pay\/cs_test_/),
    });
    const minutes = (Date.parse(payment.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThan(32);

    expect(await payOnHostedPage(payment.checkoutUrl, DEBIT)).toBe(303);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, request.orderId)).toEqual(['payment.authorised']);
    expect(eventsOf(stack, request.orderId)[0]!.payload).toMatchObject({
      paymentId: payment.paymentId,
      amountPence: 41_275,
      card: { last4: '5556', funding: 'debit' },
    });
    expect(await ofOrder(request.orderId)).toMatchObject({
      status: 'authorised',
      card: { last4: '5556' },
    });
  });

  it('releases a credit card where only debit cards are taken, and announces payment.failed saying so', async () => {
    const request = startRequest();
    const payment = await start(request);
    await payOnHostedPage(payment.checkoutUrl, CREDIT);
    await eventually(() => typesOf(stack, request.orderId).includes('payment.failed'), 15_000);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, request.orderId)).toEqual(['payment.failed']);
    expect(eventsOf(stack, request.orderId)[0]!.payload).toMatchObject({
      reason: 'card_not_allowed',
      message: expect.stringContaining('Only debit cards'),
      card: { last4: '4242', funding: 'credit' },
    });
    expect(await ofOrder(request.orderId)).toMatchObject({ status: 'failed' });
    const intent = await intentOf(stack, request.orderId);
    const held = await standInObject<{ status: string }>(stack, `payment_intents/${intent}`);
    expect(held.status).toBe('canceled');
  });

  it('keeps the checkout open after a declined card, with nothing authorised, and takes a good card after', async () => {
    const request = startRequest();
    const payment = await start(request);
    expect(await payOnHostedPage(payment.checkoutUrl, DECLINED)).toBe(402);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, request.orderId)).toEqual([]);
    expect(await ofOrder(request.orderId)).toMatchObject({
      status: 'awaiting_payment',
      failure: 'Your card was declined.',
    });
    expect(await payOnHostedPage(payment.checkoutUrl, DEBIT)).toBe(303);
    await eventually(() => typesOf(stack, request.orderId).includes('payment.authorised'), 15_000);
  });

  it('answers a replayed webhook 200 and does nothing twice', async () => {
    const payment = await paid();
    expect(await settled(stack)).toEqual([]);
    const mine = stack.deliveries.filter((d) => d.rawBody.toString().includes(payment.orderId));
    expect(mine.length).toBeGreaterThan(1);
    for (const delivery of mine) {
      expect(await stack.webhook(delivery)).toBe(200);
      await expect(
        stack.service.client.request('payments.webhook', {
          rawBody: delivery.rawBody.toString(),
          signature: delivery.signature!,
        }),
      ).resolves.toMatchObject({ replayed: true });
    }
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, payment.orderId)).toEqual(['payment.authorised']);
  });

  /** The provider's event in `delivery` as a new event (its id + `suffix`), signed. */
  const newEvent = (delivery: { rawBody: Buffer }, suffix: string) => {
    const event = JSON.parse(delivery.rawBody.toString()) as { id: string };
    const rawBody = JSON.stringify({ ...event, id: `${event.id}_${suffix}` });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: WEBHOOK_SECRET,
    });
    return () => stack.service.client.request('payments.webhook', { rawBody, signature });
  };

  it('takes new events about one payment arriving together, each once and none refused', async () => {
    // Each stored with its payment (a key-share lock on it, the foreign key's) before the payment
    // was locked to follow the provider: two of them deadlocked, answered 5xx.
    const payment = await paid();
    expect(await settled(stack)).toEqual([]);
    const mine = stack.deliveries.filter((d) => d.rawBody.toString().includes(payment.orderId));
    const together = Array.from({ length: 8 }, (_, n) => newEvent(mine[n % mine.length]!, `${n}`));
    const answers = await Promise.all(together.map((send) => send()));
    expect(answers.map((answer) => answer.replayed)).toEqual(answers.map(() => false));
    // One event sent four times at once: stored and handled once, the others answered as replays.
    const send = newEvent(mine[0]!, 'four_times');
    const four = await Promise.all([send(), send(), send(), send()]);
    expect(four.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, payment.orderId)).toEqual(['payment.authorised']);
    expect(await ofOrder(payment.orderId)).toMatchObject({ status: 'authorised' });
  });

  it('refuses a webhook with a bad signature (400) and stores nothing', async () => {
    const [delivery] = stack.deliveries;
    const forged = Buffer.from(
      delivery!.rawBody.toString().replace(/"id": "evt_/, '"id": "evt_forged'),
    );
    const before = await stack.sql<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM payments.provider_events',
    );
    expect(await stack.webhook({ rawBody: forged, signature: delivery!.signature })).toBe(400);
    expect(await stack.webhook({ rawBody: forged, signature: undefined })).toBe(400);
    await expect(
      stack.service.client.request('payments.webhook', {
        rawBody: forged.toString(),
        signature: delivery!.signature!,
      }),
    ).rejects.toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await stack.sql('SELECT count(*)::int AS n FROM payments.provider_events')).toEqual(
      before,
    );
  });

  it('captures an authorised payment once: payment.captured', async () => {
    const payment = await paid();
    const captured = await stack.service.client.request('payments.capture', {
      orderId: payment.orderId,
    });
    expect(captured).toMatchObject({ status: 'captured' });
    await expect(
      stack.service.client.request('payments.capture', { orderId: payment.orderId }),
    ).resolves.toMatchObject({ status: 'captured' });
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, payment.orderId)).toEqual(['payment.authorised', 'payment.captured']);
  });

  it('refunds once for one idempotency key, however often it is asked', async () => {
    const payment = await paid();
    await stack.service.client.request('payments.capture', { orderId: payment.orderId });
    const refund = () =>
      stack.service.client.request('payments.refund', {
        orderId: payment.orderId,
        idempotencyKey: `cancel-${payment.orderId}`,
        reason: 'the customer cancelled',
      });
    const first = await refund();
    expect(first).toMatchObject({ status: 'succeeded', amountPence: 41_275 });
    expect(first.payment).toMatchObject({ status: 'refunded', refundedPence: 41_275 });
    expect(await refund()).toMatchObject({ status: 'succeeded', amountPence: 41_275 });
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, payment.orderId).filter((t) => t === 'payment.refunded')).toHaveLength(1);
    const intent = await intentOf(stack, payment.orderId);
    expect(await standInList(stack, `refunds?payment_intent=${intent}`)).toHaveLength(1);
  });

  it('opens one checkout for two starts of one order', async () => {
    const request = startRequest();
    const [one, two] = await Promise.all([start(request), start(request)]);
    expect(two).toEqual(one);
    expect((await start(request)).checkoutUrl).toBe(one.checkoutUrl);
    const sessions = await standInList(
      stack,
      `checkout/sessions?client_reference_id=${request.orderId}`,
    );
    expect(sessions).toHaveLength(1);
  });

  it('says payments are unavailable when the provider does not answer, and stores nothing', async () => {
    const request = startRequest();
    stack.api.cut();
    try {
      await expect(start(request)).rejects.toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
    } finally {
      stack.api.restore();
    }
    expect(await ofOrder(request.orderId)).toBeNull();
    await expect(start(request)).resolves.toMatchObject({ status: 'awaiting_payment' });
  });

  it('answers webhooks 503 while the provider cannot be read, storing nothing, and handles them once when it can', async () => {
    const request = startRequest();
    const payment = await start(request);
    const before = stack.deliveries.length;
    stack.api.cut();
    try {
      expect(await payOnHostedPage(payment.checkoutUrl, DEBIT)).toBe(303);
      // The same event delivered again: the stand-in was answered 503 and retries.
      await eventually(() => {
        const ids = stack.deliveries.slice(before).map((d) => d.rawBody.toString().slice(0, 60));
        return new Set(ids).size < ids.length;
      }, 10_000);
      const [stored] = await stack.sql<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM payments.provider_events
         WHERE payload::text LIKE '%' || $1 || '%'`,
        [request.orderId],
      );
      expect(stored!.n).toBe(0);
    } finally {
      stack.api.restore();
    }
    await eventually(() => typesOf(stack, request.orderId).includes('payment.authorised'), 20_000);
    expect(await settled(stack)).toEqual([]);
    expect(typesOf(stack, request.orderId)).toEqual(['payment.authorised']);
  }, 40_000);
});
