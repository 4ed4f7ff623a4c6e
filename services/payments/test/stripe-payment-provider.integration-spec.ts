import { PaymentProviderError } from '../src/provider/payment-provider-error';
import type { PaymentEvent, StartCheckout } from '../src/provider/payment-provider';
import { StripePaymentProvider } from '../src/provider/stripe-payment-provider';
import {
  payOnHostedPage,
  startStandInWithWebhooks,
  WEBHOOK_SECRET,
  type StandInWithWebhooks,
} from './support/stripe-stand-in';

const DEBIT = '4000 0566 5566 5556';
const CREDIT = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

describe('StripePaymentProvider against the local Stripe stand-in, through the official SDK', () => {
  let stand: StandInWithWebhooks;
  let provider: StripePaymentProvider;
  let orders = 0;

  beforeAll(async () => {
    stand = await startStandInWithWebhooks();
    provider = new StripePaymentProvider({
      secretKey: 'sk_test_payments',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stand.standIn.url,
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stand.close());

  function checkout(overrides: Partial<StartCheckout> = {}): StartCheckout {
    orders += 1;
    const orderId = `FX-${2000 + orders}`;
    return {
      orderId,
      amountMinor: 41_275,
      currency: 'GBP',
      description: `EUR 480.00 (order ${orderId})`,
      expiresInMinutes: 30,
      debitOnly: true,
      collectBillingAddress: false,
      customerEmail: 'grace@example.com',
      successUrl: `https://shop.example/orders/${orderId}/confirmation`,
      cancelUrl: `https://shop.example/orders/${orderId}/pay`,
      idempotencyKey: `start-${orderId}`,
      ...overrides,
    };
  }

  /** The events received so far, verified and read as the payments service reads them. */
  async function events(): Promise<PaymentEvent[]> {
    await stand.standIn.webhooksIdle();
    return stand.deliveries.map((d) => provider.parseWebhook(d.rawBody, d.signature));
  }

  it('starts a checkout on the hosted page for the amount, 30 minutes long; the same key starts it once', async () => {
    const request = checkout();
    const started = await provider.startCheckout(request);
    expect(started.url).toBe(`${stand.standIn.url}/c/pay/${started.checkoutId}`);
    expect(Math.abs(started.expiresAt.getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(65_000);
    expect((await provider.startCheckout(request)).checkoutId).toBe(started.checkoutId);
    expect(await provider.readCheckout(started.checkoutId)).toMatchObject({
      status: 'open',
      orderId: request.orderId,
      amountMinor: 41_275,
      paymentId: null,
    });
  });

  it.each([29, 24 * 60 + 1, 30.5])(
    'refuses an expiry of %p minutes before calling Stripe',
    async (minutes) => {
      const refused = provider.startCheckout(checkout({ expiresInMinutes: minutes }));
      await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(refused).rejects.toMatchObject({ code: 'CHECKOUT_EXPIRY_OUT_OF_RANGE' });
    },
  );

  it('accepts the bounds themselves, 30 minutes and 24 hours', async () => {
    await expect(
      provider.startCheckout(checkout({ expiresInMinutes: 24 * 60 })),
    ).resolves.toMatchObject({ url: expect.any(String) });
    await expect(provider.startCheckout(checkout({ expiresInMinutes: 30 }))).resolves.toMatchObject(
      { url: expect.any(String) },
    );
  });

  it('reads a debit card payment as authorised with the card, then captures it', async () => {
    const request = checkout({ collectBillingAddress: true });
    const { checkoutId, url } = await provider.startCheckout(request);
    expect(
      await payOnHostedPage(url, DEBIT, {
        address_line1: '2 Mill Lane',
        address_city: 'Cardiff',
        address_postal_code: 'CF10 1AA',
      }),
    ).toBe(303);
    const paid = await provider.readCheckout(checkoutId);
    expect(paid).toMatchObject({
      status: 'authorised',
      orderId: request.orderId,
      card: { last4: '5556', funding: 'debit', brand: 'visa' },
      cardAllowed: true,
      cardholderName: 'Grace Hopper',
      billingAddress: {
        line1: '2 Mill Lane',
        city: 'Cardiff',
        postalCode: 'CF10 1AA',
        country: 'GB',
      },
      declined: null,
    });
    const captured = await provider.capture(paid.paymentId!, `capture-${request.orderId}`);
    expect(captured).toMatchObject({
      status: 'captured',
      capturedMinor: 41_275,
      orderId: request.orderId,
    });
    expect((await provider.readCheckout(checkoutId)).status).toBe('captured');
  });

  it('reports a credit card as not allowed on a debit-only checkout, and allowed where credit is', async () => {
    const debitOnly = await provider.startCheckout(checkout());
    await payOnHostedPage(debitOnly.url, CREDIT);
    expect(await provider.readCheckout(debitOnly.checkoutId)).toMatchObject({
      status: 'authorised',
      card: { funding: 'credit', last4: '4242' },
      cardAllowed: false,
    });
    const anyCard = await provider.startCheckout(checkout({ debitOnly: false }));
    await payOnHostedPage(anyCard.url, CREDIT);
    expect((await provider.readCheckout(anyCard.checkoutId)).cardAllowed).toBe(true);
  });

  it('reads a declined card as still open, with the decline', async () => {
    const { checkoutId, url } = await provider.startCheckout(checkout());
    expect(await payOnHostedPage(url, DECLINED)).toBe(402);
    expect(await provider.readCheckout(checkoutId)).toMatchObject({
      status: 'open',
      card: null,
      declined: { code: 'generic_decline', message: 'Your card was declined.' },
    });
  });

  it('releases: an open checkout expires, an authorised one lets the hold go, a second release does nothing', async () => {
    const open = await provider.startCheckout(checkout());
    expect((await provider.release(open.checkoutId, `release-${open.checkoutId}`)).status).toBe(
      'expired',
    );
    const held = await provider.startCheckout(checkout());
    await payOnHostedPage(held.url, DEBIT);
    expect((await provider.release(held.checkoutId, `release-${held.checkoutId}`)).status).toBe(
      'released',
    );
    expect(
      (await provider.release(held.checkoutId, `release-again-${held.checkoutId}`)).status,
    ).toBe('released');
    const kinds = (await events()).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['checkout.expired', 'payment.released']));
  });

  it('refunds once per idempotency key, and says when a refund is refused', async () => {
    const { checkoutId, url } = await provider.startCheckout(checkout());
    await payOnHostedPage(url, DEBIT);
    const { paymentId } = await provider.readCheckout(checkoutId);
    await expect(provider.refund(paymentId!, `refund-early-${checkoutId}`)).rejects.toMatchObject({
      code: 'PROVIDER_REFUSED',
    });
    await provider.capture(paymentId!, `capture-${checkoutId}`);
    const first = await provider.refund(paymentId!, `refund-${checkoutId}`, 1_275);
    const again = await provider.refund(paymentId!, `refund-${checkoutId}`, 1_275);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ status: 'succeeded', amountMinor: 1_275, paymentId });
    const refunds = await provider.listRefunds({ from: new Date(Date.now() - 60_000) });
    expect(refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
  });

  it('lists payments, refunds and disputes of a period for reconciliation', async () => {
    const from = new Date(Math.floor(Date.now() / 1000) * 1000);
    const request = checkout();
    const { checkoutId, url } = await provider.startCheckout(request);
    await payOnHostedPage(url, DEBIT);
    const { paymentId } = await provider.readCheckout(checkoutId);
    await provider.capture(paymentId!, `capture-${checkoutId}`);
    const charge = (await (
      await fetch(`${stand.standIn.url}/v1/charges?payment_intent=${paymentId}`, {
        headers: { Authorization: 'Bearer sk_test_payments' },
      })
    ).json()) as { data: { id: string }[] };
    stand.standIn.openDispute(charge.data[0]!.id);
    const payments = await provider.listPayments({ from });
    expect(payments.find((p) => p.paymentId === paymentId)).toMatchObject({
      orderId: request.orderId,
      status: 'captured',
      capturedMinor: 41_275,
      disputed: true,
    });
    expect(await provider.listDisputes({ from })).toEqual([
      expect.objectContaining({ paymentId, amountMinor: 41_275, reason: 'fraudulent' }),
    ]);
    expect(
      await provider.listPayments({ from: new Date(0), to: new Date(from.getTime() - 3_600_000) }),
    ).toEqual([]);
  });

  it('reads verified webhooks as the events the service acts on, each with its event id', async () => {
    const request = checkout();
    const { checkoutId, url } = await provider.startCheckout(request);
    await payOnHostedPage(url, DECLINED);
    await payOnHostedPage(url, DEBIT);
    const { paymentId } = await provider.readCheckout(checkoutId);
    await provider.capture(paymentId!, `capture-${checkoutId}`);
    const mine = (await events()).filter((e) => 'orderId' in e && e.orderId === request.orderId);
    expect(mine.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'payment.failed',
        'payment.authorised',
        'checkout.completed',
        'payment.captured',
      ]),
    );
    expect(mine.find((e) => e.kind === 'payment.failed')).toMatchObject({
      code: 'generic_decline',
      paymentId,
    });
    expect(mine.find((e) => e.kind === 'payment.authorised')).toMatchObject({
      amountMinor: 41_275,
    });
    expect(new Set(mine.map((e) => e.eventId)).size).toBe(mine.length);
  });

  it('refuses a webhook whose body or signature was tampered with', async () => {
    await events();
    const [delivery] = stand.deliveries;
    const forged = Buffer.from(
      delivery!.rawBody.toString('utf8').replace('"livemode": false', '"livemode": true'),
    );
    expect(forged.equals(delivery!.rawBody)).toBe(false);
    let refused: unknown;
    try {
      provider.parseWebhook(forged, delivery!.signature);
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({
      name: 'PaymentProviderError',
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
    expect(() => provider.parseWebhook(delivery!.rawBody, undefined)).toThrow(PaymentProviderError);
  });

  it('says the provider is unavailable when nothing answers', async () => {
    const down = new StripePaymentProvider({
      secretKey: 'sk_test_payments',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
      maxNetworkRetries: 0,
      timeoutMs: 2000,
    });
    await expect(down.startCheckout(checkout())).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
