import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { AmqpConnection } from '@fx/service-kit';
import {
  createTestDatabase,
  memoryLogger,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { ROUTES } from '../src/gateway';
import { startTestGateway, waitForServices } from './support/gateway-harness';
import { headerSafe, headers, hostileString, payload } from './support/hostile-input';
import { eurOrder } from './support/order-body';

/**
 * Random and hostile requests at every route the gateway serves to the public (read from its own
 * route table, so a new route is covered the day it is added): the answer is never a 5xx, an
 * error is always JSON with a status and a message, nothing hangs, and nothing is stored.
 */
describe('bad input at every public route', () => {
  const { logger, lines } = memoryLogger('gateway');
  let database: TestDatabase;
  let services: ReturnType<typeof startBuiltService>[] = [];
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;

  beforeAll(async () => {
    database = await createTestDatabase('badin');
    const namespace = uniqueNamespace('badin');
    const shared = serviceTestEnv({ namespace, databaseUrl: database.url, redis: true });
    services = [
      startBuiltService('rates', shared),
      startBuiltService('orders', { ...shared, COMPLIANCE_SCREENING: 'off' }),
      startBuiltService('identity', shared),
      startBuiltService('notifications', { ...shared, SMTP_URL: 'smtp://127.0.0.1:9' }),
      startBuiltService('payments', shared),
      // The platform's health asks every service (SERVICE_NAMES), compliance included.
      startBuiltService('compliance', shared),
    ];
    // Every request comes from the test: without the allow list the limits would answer 429 after
    // a few and the validation behind them would go untested.
    gateway = await startTestGateway(namespace, logger, { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' });
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'badin-test',
      namespace,
      logger,
      ephemeral: true,
    });
    await waitForServices(
      connection,
      ['rates', 'orders', 'identity', 'notifications', 'payments', 'compliance'],
      services,
    );
  }, 90_000);

  afterAll(async () => {
    if (process.env.DEBUG_BAD_INPUT) {
      console.log(JSON.stringify(lines().filter((line) => /error/.test(JSON.stringify(line)))));
    }
    await connection?.close();
    await gateway?.close();
    await Promise.all(services.map((service) => service.stop()));
    await database?.drop();
  });

  const publicRoutes = () =>
    ROUTES.get(gateway)!.filter(
      (route) => !route.url.startsWith('/api/v1/admin') && route.method !== 'HEAD',
    );

  async function send(method: string, url: string, extra: Record<string, string>, text?: string) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${method} ${url} did not answer within 10 s`)),
        10_000,
      );
    });
    try {
      return await Promise.race([
        gateway
          .getHttpAdapter()
          .getInstance()
          .inject({ method: method as 'GET', url, headers: extra, payload: text }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('covers every public route of the route table', () => {
    const urls = publicRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/currencies',
        'GET /api/v1/currencies/:code',
        'POST /api/v1/quotes',
        'POST /api/v1/orders',
        'GET /api/v1/orders/:orderNumber',
        'POST /api/v1/contact',
        'POST /api/v1/access-gate',
        'POST /api/v1/me',
        'GET /api/v1/me/orders',
        'POST /api/v1/me/orders/:id/cancel',
        'GET /api/v1/me/alerts',
        'POST /api/v1/me/alerts',
        'DELETE /api/v1/me/alerts/:id',
        'POST /api/v1/alerts',
        'POST /api/v1/alerts/confirm',
        'GET /api/v1/alerts/unsubscribe',
        'POST /api/v1/alerts/unsubscribe',
      ]),
    );
  });

  it('answers random and hostile requests with a 4xx JSON error or a success, never a 5xx', async () => {
    const routes = publicRoutes();
    const requests = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.array(hostileString, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(
        fc.constantFrom('email', 'days', 'q', 'page', 'pageSize', 'token', '__proto__'),
        hostileString,
        { maxKeys: 3 },
      ),
      headers,
      payload,
    });
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        let index = 0;
        const path = request.route.url.replace(/:\w+/g, () =>
          encodeURIComponent(request.params[index++] ?? 'x'),
        );
        const query = new URLSearchParams(request.query).toString();
        const url = query ? `${path}?${query}` : path;
        const extra: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers))
          extra[name] = headerSafe(value);
        const withBody = request.route.method !== 'GET';
        if (withBody) extra['content-type'] = request.payload.contentType;
        const response = await send(
          request.route.method,
          url,
          extra,
          withBody ? request.payload.text : undefined,
        );
        sent += 1;
        const where = `${request.route.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect([where, response.statusCode < 500]).toEqual([where, true]);
        if (response.statusCode >= 400) {
          expect([where, response.headers['content-type']]).toEqual([
            where,
            expect.stringContaining('application/json'),
          ]);
          const error = response.json<{ statusCode: number; message: string }>();
          expect(error.statusCode).toBe(response.statusCode);
          expect(typeof error.message).toBe('string');
        }
      }),
      { numRuns: 1500, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(1500);

    // Nothing a hostile request sent was stored.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const orders = await db.query('SELECT count(*)::int AS n FROM orders.orders');
      const users = await db.query('SELECT count(*)::int AS n FROM identity.users');
      const alerts = await db.query('SELECT count(*)::int AS n FROM rates.rate_alerts');
      expect(orders.rows[0]).toEqual({ n: 0 });
      expect(users.rows[0]).toEqual({ n: 0 });
      expect(alerts.rows[0]).toEqual({ n: 0 });
    } finally {
      await db.end();
    }
  }, 240_000);

  it('keeps Unicode, emoji and injection strings in names exactly as the customer typed them', async () => {
    const names: [string, string][] = [
      ['Zoë 😀', "O'Brien-Ålesund"],
      ['Robert"); DROP TABLE orders; --', '<script>alert(1)</script>'],
      ['محمد', '山田 太郎'],
    ];
    const eur = (await send('GET', '/api/v1/currencies/EUR', {})).json<{
      rates: { collect: string };
    }>();
    for (const [index, [firstName, lastName]] of names.entries()) {
      const email = `names-${index}@example.com`;
      const customer = { firstName, lastName, email, phone: '07700 900123' };
      const placed = await send(
        'POST',
        '/api/v1/orders',
        { 'content-type': 'application/json' },
        JSON.stringify(await eurOrder(gateway, customer, '100', eur.rates.collect)),
      );
      expect(placed.statusCode).toBe(201);
      const { orderNumber } = placed.json<{ orderNumber: string }>();
      const tracked = await send(
        'GET',
        `/api/v1/orders/${orderNumber}?email=${encodeURIComponent(email)}`,
        {},
      );
      expect(tracked.json()).toMatchObject({ customer: { firstName, lastName, email } });
    }
  });

  it('refuses an oversized body before reading it all', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(2_000_000) });
    const response = await send(
      'POST',
      '/api/v1/contact',
      { 'content-type': 'application/json' },
      huge,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
  });
});
