import { Client } from 'pg';
import type { DispatchList, OrderList, OrderView, PlacedOrder, SiteSettings } from '@fx/contracts';
import {
  AuthEmulator,
  eventually,
  memoryLogger,
  randomSuffix,
  testUrls,
} from '@fx/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { injectInto } from './support/gateway-harness';
import type { InjectOptions } from './support/gateway-harness';
import { startGatewayStack } from './support/gateway-stack';
import type { GatewayStack } from './support/gateway-stack';
import { GRACE, eurOrder, screenedClear } from './support/order-body';
import { payOnHostedPage, signedEvent, startProvider } from './support/card-payments';

const DEBIT_CARD = '4000056655665556';

/**
 * Paying now by card through the gateway: the real rates, orders, identity and payments services
 * (their own processes), the payments service on the Stripe stand-in (behind a proxy the test can
 * cut), and the stand-in's webhooks sent to the gateway's own address.
 */
describe('card payments through the gateway', () => {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const admin = `clerk-${randomSuffix()}@highstreetfx.test`;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let stack: GatewayStack;
  let adminToken: string;

  beforeAll(async () => {
    provider = await startProvider();
    stack = await startGatewayStack({
      label: 'gwpay',
      logger,
      services: {
        rates: {},
        orders: {},
        identity: { BOOTSTRAP_ADMIN_EMAILS: admin },
        payments: provider.env,
        // Screens each order: staff accept only clear ones.
        compliance: {},
      },
      gateway: {
        SITE_URL: 'http://shop.example.test',
        CARD_PAYMENTS_PER_HOUR_PER_ADDRESS: '100',
        CARD_PAYMENTS_PER_HOUR_PER_EMAIL: '3',
      },
    });
    await stack.gateway.listen(0, '127.0.0.1');
    provider.standIn.setWebhookUrl(`${await stack.gateway.getUrl()}/api/v1/payments/webhook`);
    const { idToken } = await emulator.signInWithGoogle(admin);
    await http('POST', '/api/v1/me', { token: idToken, body: {} });
    adminToken = idToken;
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await provider?.close();
  });

  const http = (method: 'GET' | 'POST', url: string, options: InjectOptions = {}) =>
    injectInto(stack.gateway, method, url, options);

  const cardOrder = async (email: string, key = `key-${randomSuffix()}`) =>
    http('POST', '/api/v1/orders', {
      body: { ...(await eurOrder(stack.gateway, { ...GRACE, email }, '450')), payment: 'card' },
      headers: { 'idempotency-key': key },
    });

  const track = (orderNumber: string, email: string) =>
    http('GET', `/api/v1/orders/${orderNumber}?email=${encodeURIComponent(email)}`);

  it('offers card payments on the site, debit cards only, as the payments service runs them', async () => {
    const site = await eventually(async () => {
      const body = (await http('GET', '/api/v1/site')).json<SiteSettings>();
      return body.payments.cards ? body : undefined;
    });
    expect(site.payments).toEqual({ cards: true, creditCards: false, checkoutExpiryMinutes: 30 });
  });

  it("answers a card order with the stand-in's hosted page, the same page for a repeated request, and Paid once the card is held", async () => {
    const email = `pay-${randomSuffix()}@example.com`;
    const key = `key-${randomSuffix()}`;
    const first = await cardOrder(email, key);
    expect(first.statusCode).toBe(201);
    const placed = first.json<PlacedOrder>();
    expect(placed).toMatchObject({
      status: 'awaiting_payment',
      payment: { method: 'card', status: 'awaiting_payment', amountDueGbp: '450.00' },
    });
    expect(placed.checkout!.url.startsWith(`${provider.standIn.url}/c/pay/`)).toBe(true);
    expect(placed).not.toHaveProperty('id');

    const again = await cardOrder(email, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>()).toMatchObject({
      orderNumber: placed.orderNumber,
      checkout: placed.checkout,
    });

    expect(await payOnHostedPage(placed.checkout!.url, DEBIT_CARD)).toBe(303);
    const paid = await eventually(async () => {
      const order = (await track(placed.orderNumber, email)).json<OrderView>();
      return order.payment.status === 'authorised' ? order : undefined;
    });
    expect(paid.payment.card).toMatchObject({ last4: '5556' });
    expect(paid).not.toHaveProperty('id');
  });

  it('answers 503 and keeps no order when the card payment provider cannot be reached', async () => {
    const email = `down-${randomSuffix()}@example.com`;
    provider.api.cut();
    try {
      const response = await cardOrder(email);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'PAYMENTS_UNAVAILABLE',
        message: expect.stringContaining('nothing was placed or charged') as string,
      });
    } finally {
      provider.api.restore();
    }
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ count: string }>(
        'SELECT count(*) FROM orders.orders WHERE lower(email) = $1',
        [email],
      );
      expect(rows[0]!.count).toBe('0');
    } finally {
      await db.end();
    }
  });

  it('answers 429 with Retry-After once an e-mail has started its card payments for the hour, a repeated request not counted', async () => {
    const email = `tester-${randomSuffix()}@example.com`;
    const key = `key-${randomSuffix()}`;
    expect((await cardOrder(email, key)).statusCode).toBe(201);
    expect((await cardOrder(email, key)).statusCode).toBe(200);
    for (let attempt = 1; attempt < 3; attempt++)
      expect((await cardOrder(email)).statusCode).toBe(201);
    const refused = await cardOrder(email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Reserve and pay in store') as string,
    });
  });

  it('dispatches a paid delivery order with its tracking number, which its customer then sees', async () => {
    const email = `door-${randomSuffix()}@example.com`;
    const { collectionDate: _, ...order } = await eurOrder(
      stack.gateway,
      { ...GRACE, email },
      '450',
    );
    const address = { line1: '1 High Street', town: 'London', postcode: 'sw1a 1aa' };
    const placed = (
      await http('POST', '/api/v1/orders', {
        body: { ...order, payment: 'card', delivery: { address } },
        headers: { 'idempotency-key': `key-${randomSuffix()}` },
      })
    ).json<PlacedOrder>();
    expect(placed.fulfilment).toMatchObject({
      kind: 'delivery',
      address: { postcode: 'SW1A 1AA' },
    });
    // The card's billing address is the delivery address, as the hosted page asks for it.
    const billing = {
      address_line1: '1 High Street',
      address_city: 'London',
      address_postal_code: 'SW1A 1AA',
      address_country: 'GB',
    };
    expect(await payOnHostedPage(placed.checkout!.url, DEBIT_CARD, billing)).toBe(303);
    await eventually(async () => {
      const seen = (await track(placed.orderNumber, email)).json<OrderView>();
      return seen.status === 'pending' || undefined;
    });
    const staff = { token: adminToken };
    const listed = await http(
      'GET',
      `/api/v1/admin/orders?status=pending&q=${placed.orderNumber}`,
      staff,
    );
    const { id } = listed.json<OrderList>().orders[0]!;
    await screenedClear(async () =>
      (await http('GET', `/api/v1/admin/orders/${id}`, staff)).json(),
    );
    expect((await http('POST', `/api/v1/admin/orders/${id}/accept`, staff)).statusCode).toBe(200);
    const toSend = (await http('GET', '/api/v1/admin/dispatch', staff)).json<DispatchList>();
    expect(toSend.days.flatMap((day) => day.orders.map((o) => o.orderNumber))).toContain(
      placed.orderNumber,
    );

    const sent = await http('POST', `/api/v1/admin/orders/${id}/dispatch`, {
      ...staff,
      body: { trackingNumber: 'AB123456785GB' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await track(placed.orderNumber, email)).json<OrderView>()).toMatchObject({
      status: 'completed',
      fulfilment: { kind: 'delivery', trackingNumber: 'AB123456785GB' },
    });
  });

  it('refuses a tracking number whose check digit is wrong, naming the field', async () => {
    const response = await http('POST', `/api/v1/admin/orders/${randomUUID()}/dispatch`, {
      token: adminToken,
      body: { trackingNumber: 'AB123456784GB' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ details: [{ field: 'trackingNumber' }] });
  });

  it('stores a signed webhook once (a replay answered 200 too), refuses a bad signature with 400, and answers 503 while payments is down', async () => {
    const event = signedEvent('customer.created');
    // The body exactly as the provider sends it: the signature is over these bytes.
    const post = (payload: string, signature: string) =>
      stack.gateway
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: '/api/v1/payments/webhook',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
          },
          payload,
        });
    const first = await post(event.body, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ replayed: false });
    expect((await post(event.body, event.signature)).json()).toMatchObject({ replayed: true });

    const forged = signedEvent('customer.created', 'whsec_not_ours');
    const refused = await post(forged.body, forged.signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });

    await stack.services.payments!.stop();
    const later = signedEvent('customer.created');
    expect((await post(later.body, later.signature)).statusCode).toBe(503);
  }, 30_000);
});
