import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Decimal, ratesChangedBodySchema } from '@fx/contracts';
import type {
  OrderDetails,
  OrderList,
  OrderStats,
  OrderView,
  PlacedOrder,
  PricedCurrency,
  Quote,
  RatesChangedBody,
} from '@fx/contracts';
import { AmqpConnection } from '@fx/service-kit';
import {
  AuthEmulator,
  createTestDatabase,
  memoryLogger,
  randomSuffix,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { injectInto, startTestGateway, waitForServices } from './support/gateway-harness';
import type { InjectOptions } from './support/gateway-harness';
import { BAD_ORDERS } from './support/bad-orders';
import { GRACE, eurOrder, passportSeen } from './support/order-body';

/**
 * Quotes, orders and their lifecycle over HTTP: the gateway in front of the real rates, orders and
 * identity services (their own processes), with admins signed in through the Auth Emulator.
 */
describe('quotes and orders through the gateway', () => {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const admin = `clerk-${randomSuffix()}@highstreetfx.test`;
  let database: TestDatabase;
  let services: ReturnType<typeof startBuiltService>[] = [];
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase('gwo');
    const namespace = uniqueNamespace('gwo');
    const shared = serviceTestEnv({ namespace, databaseUrl: database.url, redis: true });
    services = [
      startBuiltService('rates', shared),
      startBuiltService('orders', { ...shared, COMPLIANCE_SCREENING: 'off' }),
      startBuiltService('identity', { ...shared, BOOTSTRAP_ADMIN_EMAILS: admin }),
      // Issue 33: screens each order (staff accept only clear ones) and keeps the ID records.
      startBuiltService('compliance', shared),
    ];
    gateway = await startTestGateway(namespace, logger);
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'gwo-test',
      namespace,
      logger,
      ephemeral: true,
    });
    await waitForServices(connection, ['rates', 'orders', 'identity', 'compliance'], services);
    const { idToken } = await emulator.signInWithGoogle(admin);
    await http('POST', '/api/v1/me', { token: idToken, body: {} });
    adminToken = idToken;
  }, 90_000);

  afterAll(async () => {
    await connection?.close();
    await gateway?.close();
    await Promise.all(services.map((service) => service.stop()));
    await database?.drop();
  });

  const http = (method: 'GET' | 'POST' | 'DELETE', url: string, options: InjectOptions = {}) =>
    injectInto(gateway, method, url, options);

  const currency = async (code: string) =>
    (await http('GET', `/api/v1/currencies/${code}`)).json<PricedCurrency>();

  const orderBody = async (overrides: Record<string, unknown> = {}) => ({
    ...(await eurOrder(gateway, GRACE, '300')),
    ...overrides,
  });

  it('lists the collection points', async () => {
    const response = await http('GET', '/api/v1/branches');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      branches: [expect.objectContaining({ id: 'high-street-north' })],
    });
  });

  it('quotes lines exactly as an order would be priced', async () => {
    const eur = await currency('EUR');
    const response = await http('POST', '/api/v1/quotes', {
      body: { lines: [{ currency: 'EUR', way: 'collect', amount: '101', side: 'gbp' }] },
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json<Quote>();
    expect(quote.lines).toEqual([
      {
        currency: 'EUR',
        way: 'collect',
        rate: eur.rates.collect,
        gbp: '110.00',
        foreign: new Decimal(110).times(eur.rates.collect).toFixed(2),
      },
    ]);
    expect(quote.totalGbp).toBe('110.00');
  });

  it('places an order priced by the server, ignoring any price the browser sends', async () => {
    const eur = await currency('EUR');
    const body = await orderBody({ totalGbp: '0.01' });
    (body.lines[0] as Record<string, unknown>).gbp = '0.01';
    (body.lines[0] as Record<string, unknown>).foreign = '99999';
    const response = await http('POST', '/api/v1/orders', { body });
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^\d{8}$/),
      status: 'pending',
      totalGbp: '300.00',
      lines: [
        {
          currency: 'EUR',
          rate: eur.rates.collect,
          gbp: '300.00',
          foreign: new Decimal(300).times(eur.rates.collect).toFixed(2),
        },
      ],
      branch: { id: 'high-street-north' },
      rateGuaranteedUntil: null,
    });
  });

  describe('refuses a bad order with 422, the field and the spec message, and places nothing', () => {
    it.each(BAD_ORDERS)('%s', async (_name, spoil, field, message, code = 'UNPROCESSABLE') => {
      const before = (
        await http('GET', '/api/v1/admin/stats?days=1', { token: adminToken })
      ).json<OrderStats>().counts.pending;
      const body = await orderBody();
      spoil(body);
      const response = await http('POST', '/api/v1/orders', { body });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        statusCode: 422,
        code,
        message,
        details: expect.arrayContaining([{ field, message }]),
      });
      const after = (
        await http('GET', '/api/v1/admin/stats?days=1', { token: adminToken })
      ).json<OrderStats>().counts.pending;
      expect(after).toBe(before);
    });
  });

  it('answers 409 with the fresh quote when the rate moved beyond the tolerance', async () => {
    const body = await orderBody();
    const shown = (body.lines[0] as { shownRate: string }).shownRate;
    (body.lines[0] as { shownRate: string }).shownRate = new Decimal(shown)
      .times('1.02')
      .toFixed(4);
    const response = await http('POST', '/api/v1/orders', { body });
    expect(response.statusCode).toBe(409);
    const conflict = response.json<RatesChangedBody>();
    // The orders service's RATES_CHANGED, its quote and changes carried over RabbitMQ, in the one
    // shape the SPA reads.
    expect(ratesChangedBodySchema.safeParse(conflict).success).toBe(true);
    expect(conflict).toMatchObject({
      code: 'RATES_CHANGED',
      message: expect.stringContaining('Rates have changed'),
      changes: [{ line: 0, currency: 'EUR', currentRate: shown }],
      quote: { lines: [{ currency: 'EUR', rate: shown, gbp: '300.00' }], totalGbp: '300.00' },
    });
  });

  it('returns the same order for a repeated Idempotency-Key, even when submitted twice at once', async () => {
    const key = randomUUID();
    const body = await orderBody();
    const [first, second] = await Promise.all([
      http('POST', '/api/v1/orders', { body, headers: { 'idempotency-key': key } }),
      http('POST', '/api/v1/orders', { body, headers: { 'idempotency-key': key } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<OrderView>().orderNumber).toBe(second.json<OrderView>().orderNumber);
    const replayed = [first, second].find((response) => response.statusCode === 200)!;
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    const bad = await http('POST', '/api/v1/orders', {
      body,
      headers: { 'idempotency-key': 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'Idempotency-Key' }] });
  });

  it('lets a customer track their order by number and e-mail, and nobody else', async () => {
    const { checkout, ...order } = (
      await http('POST', '/api/v1/orders', { body: await orderBody() })
    ).json<PlacedOrder>();
    // Reserved to pay in store: no hosted page to go to, and tracking shows the same order.
    expect(checkout).toBeNull();
    const mine = await http(
      'GET',
      `/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent('GRACE@example.com')}`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(order);
    const wrong = await http('GET', `/api/v1/orders/${order.orderNumber}?email=eve@example.com`);
    const missing = await http('GET', '/api/v1/orders/12345678?email=grace@example.com');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toBe(
      missing.json<{ message: string }>().message,
    );
  });

  it('runs the lifecycle from the dashboard: accept, complete, delete from History', async () => {
    const placed = (
      await http('POST', '/api/v1/orders', { body: await orderBody() })
    ).json<OrderView>();
    const pending = (
      await http('GET', '/api/v1/admin/orders?status=pending', { token: adminToken })
    ).json<OrderList>();
    const row = pending.orders.find((o) => o.orderNumber === placed.orderNumber)!;
    expect(row).toMatchObject({ name: 'Grace Hopper', phone: '07700 900123', way: 'collect' });
    expect(row).toMatchObject({ totalGbp: '300.00', foreign: [{ currency: 'EUR' }] });

    const act = (method: 'GET' | 'POST' | 'DELETE', path: string) =>
      http(method, `/api/v1/admin/orders/${row.id}${path}`, { token: adminToken });
    expect((await act('POST', '/complete')).statusCode).toBe(409);
    const accepted = await act('POST', '/accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<OrderDetails>().rateGuaranteedUntil).not.toBeNull();
    // A collection needs the ID seen (issue 33): refused without it, naming the field.
    const withoutId = await act('POST', '/complete');
    expect(withoutId.statusCode).toBe(422);
    expect(withoutId.json()).toMatchObject({
      code: 'ID_CHECK_REQUIRED',
      details: [{ field: 'idCheck' }],
    });
    const completed = await http('POST', `/api/v1/admin/orders/${row.id}/complete`, {
      token: adminToken,
      body: { idCheck: passportSeen() },
    });
    expect(completed.json<OrderDetails>()).toMatchObject({ status: 'completed' });
    expect(completed.json<OrderDetails>().compliance.idCheckId).toEqual(expect.any(String));
    const history = (
      await http('GET', '/api/v1/admin/orders?status=completed', { token: adminToken })
    ).json<OrderList>();
    expect(history.orders.map((o) => o.id)).toContain(row.id);
    expect((await act('DELETE', '')).json<OrderDetails>().status).toBe('archived');
    const details = (await act('GET', '')).json<OrderDetails>();
    expect(details.history.map((change) => change.to)).toEqual([
      'pending',
      'accepted',
      'completed',
      'archived',
    ]);
    expect(details.history[1]!.by).toEqual({ kind: 'staff', id: admin });
    expect((await act('DELETE', '')).statusCode).toBe(409);
    expect(
      (await http('GET', '/api/v1/admin/orders/not-a-uuid', { token: adminToken })).statusCode,
    ).toBe(400);
  });

  it('keeps the order endpoints of the dashboard for admins only', async () => {
    const { idToken } = await emulator.signUp(`shopper-${randomSuffix()}@example.com`);
    await http('POST', '/api/v1/me', { token: idToken, body: {} });
    expect((await http('GET', '/api/v1/admin/orders?status=pending')).statusCode).toBe(401);
    expect(
      (await http('GET', '/api/v1/admin/orders?status=pending', { token: idToken })).statusCode,
    ).toBe(403);
    expect((await http('GET', '/api/v1/admin/stats', { token: idToken })).statusCode).toBe(403);
    const bad = await http('GET', '/api/v1/admin/orders?status=lost', { token: adminToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'status' }] });
  });
});
