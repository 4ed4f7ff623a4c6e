import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { RATES_STALE_MESSAGE } from '@fx/contracts';
import type {
  AlertList,
  CurrencyTable,
  LiveMode,
  OrderView,
  PlatformHealth,
  PricedCurrency,
  Quote,
  RateAlert,
} from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import {
  AuthEmulator,
  eventually,
  memoryLogger,
  randomSuffix,
  testUrls,
} from '@fx/service-kit/testing';
import { startConversionApi } from './support/conversion-api';
import { injectInto } from './support/gateway-harness';
import type { InjectOptions } from './support/gateway-harness';
import { startGatewayStack } from './support/gateway-stack';
import type { GatewayStack } from './support/gateway-stack';
import { GRACE, eurOrder } from './support/order-body';

/** Small, so the test sees rates go stale in seconds. */
const MAX_AGE_SECONDS = 5;
const EUR_RATE = 1.1702;

/**
 * Prices a customer can trust: the real rates, orders and identity services (their own processes)
 * behind the gateway, the rate provider a server of the test's own that goes down for longer than
 * the maximum age of a rate, then comes back.
 */
describe('stale rates: quoted as indicative, never ordered on', () => {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const admin = `clerk-${randomSuffix()}@highstreetfx.test`;
  const customer = `traveller-${randomSuffix()}@example.com`;
  let api: Awaited<ReturnType<typeof startConversionApi>>;
  let stack: GatewayStack;
  let client: RpcClient;
  let pg: Client;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    api = await startConversionApi(EUR_RATE);
    stack = await startGatewayStack({
      label: 'gw-stale',
      logger,
      shared: { MAX_RATE_AGE_SECONDS: String(MAX_AGE_SECONDS) },
      services: {
        rates: {
          RATE_PROVIDER: 'conversion-api',
          RATE_API_URL: api.url,
          RATE_API_KEY: 'provider-key',
          PROVIDER_TIMEOUT_MS: '5000',
        },
        orders: {},
        identity: { BOOTSTRAP_ADMIN_EMAILS: admin },
      },
      gateway: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' },
    });
    client = new RpcClient(stack.connection, 3000);
    adminToken = (await emulator.signInWithGoogle(admin)).idToken;
    await call('POST', '/api/v1/me', { token: adminToken, body: {} });
    customerToken = (await emulator.signInWithGoogle(customer)).idToken;
    await call('POST', '/api/v1/me', { token: customerToken, body: {} });
    pg = new Client({ connectionString: stack.database.url });
    await pg.connect();
  }, 90_000);

  /** The start refresh is done once a success is recorded (nothing else refreshes yet). */
  const refreshedAtStart = () =>
    eventually(
      async () => {
        const mode = await liveMode();
        return mode.lastSuccessAt !== null ? mode : undefined;
      },
      60_000,
      250,
    );

  afterAll(async () => {
    await call('PUT', '/api/v1/admin/rates/live', {
      token: adminToken,
      body: { enabled: false },
    }).catch(() => undefined);
    await pg?.end();
    await client?.close();
    await stack?.close();
    await api?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: InjectOptions = {}) =>
    injectInto(stack.gateway, method, url, options);

  const liveMode = async () =>
    (await call('GET', '/api/v1/admin/rates/live', { token: adminToken })).json<LiveMode>();

  const eur = async () => (await call('GET', '/api/v1/currencies/EUR')).json<PricedCurrency>();

  const count = async (table: 'orders' | 'outbox') =>
    Number((await pg.query<{ n: string }>(`SELECT count(*) AS n FROM orders.${table}`)).rows[0]!.n);

  const quoteEur = async () =>
    (
      await call('POST', '/api/v1/quotes', {
        body: { lines: [{ currency: 'EUR', way: 'collect', amount: '300', side: 'gbp' }] },
      })
    ).json<Quote>();

  const placeEur = async (idempotencyKey: string) =>
    call('POST', '/api/v1/orders', {
      headers: { 'idempotency-key': idempotencyKey },
      body: await eurOrder(stack.gateway, GRACE, '300', (await eur()).rates.collect),
    });

  const myAlert = async (id: string) =>
    (await call('GET', '/api/v1/me/alerts', { token: customerToken }))
      .json<AlertList>()
      .alerts.find((alert) => alert.id === id)!;

  const freshKey = `fresh-${randomUUID()}`;
  let placedWhileFresh: OrderView;
  let alert: RateAlert;

  it('refreshes at start from the provider, and takes orders on its fresh rates', async () => {
    const atStart = await refreshedAtStart();
    expect(atStart).toMatchObject({
      provider: 'conversion-api',
      consecutiveFailures: 0,
      lastFailure: null,
      maxAgeSeconds: MAX_AGE_SECONDS,
    });
    expect((await eur()).marketRate).toBe(String(EUR_RATE));
    // A bureau of two currencies: each live tick asks the provider twice, quick even on a busy machine.
    await pg.query("UPDATE rates.currencies SET active = (code IN ('EUR', 'USD'))");
    await call('PUT', '/api/v1/admin/rates/live', {
      token: adminToken,
      body: { enabled: true, intervalSeconds: 1 },
    });
    await eventually(
      async () => {
        const mode = await liveMode();
        return !mode.stale && Date.parse(mode.lastSuccessAt!) > Date.parse(atStart.lastSuccessAt!);
      },
      20_000,
      250,
    );
    const table = (await call('GET', '/api/v1/currencies')).json<CurrencyTable>();
    expect(table.status).toMatchObject({
      provider: 'conversion-api',
      maxAgeSeconds: MAX_AGE_SECONDS,
    });
    expect((await quoteEur()).indicative).toBe(false);
    const placed = await placeEur(freshKey);
    expect(placed.statusCode).toBe(201);
    placedWhileFresh = placed.json<OrderView>();
  });

  it('sets an alert that the Click & Collect rate does not reach yet', async () => {
    const target = (Number((await eur()).rates.collect) + 0.05).toFixed(4);
    const response = await call('POST', '/api/v1/me/alerts', {
      token: customerToken,
      body: { code: 'EUR', targetRate: target },
    });
    expect(response.statusCode).toBe(201);
    alert = response.json<RateAlert>();
    expect(alert.status).toBe('active');
  });

  it('counts the failures, and calls the rates stale once the provider has failed for longer than the maximum age', async () => {
    api.setDown(true);
    const mode = await eventually(
      async () => {
        const current = await liveMode();
        return current.stale && current.consecutiveFailures >= 2 ? current : undefined;
      },
      20_000,
      250,
    );
    expect(mode.lastFailure).toEqual({
      at: expect.any(String),
      reason: 'http-error: every currency',
    });
    expect(Date.parse(mode.lastFailure!.at)).toBeGreaterThan(Date.parse(mode.lastSuccessAt!));
    // The table as the rates service now writes it (the gateway's copy follows within 30 s).
    const table = await client.request('rates.currencies.list', {});
    expect(table.status.live).toBe(false);
    expect(table.status.refreshedAt).toBe(mode.lastSuccessAt);
  });

  it('still quotes, but says the prices are only indicative', async () => {
    // The orders service prices from its copy of the table, which follows the rates service's
    // within its refresh (a loaded machine takes seconds): a customer sees it at the latest then.
    const quote = await eventually(
      async () => {
        const answer = await quoteEur();
        return answer.indicative ? answer : undefined;
      },
      30_000,
      250,
    );
    expect(quote.indicative).toBe(true);
    expect(quote.totalGbp).toBe('300.00');
  });

  it('refuses a new order with 503 RATES_STALE and a Retry-After, and places nothing', async () => {
    const orders = await count('orders');
    const outbox = await count('outbox');
    const response = await placeEur(`stale-${randomUUID()}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toMatchObject({ code: 'RATES_STALE', message: RATES_STALE_MESSAGE });
    expect(await count('orders')).toBe(orders);
    expect(await count('outbox')).toBe(outbox);
  });

  it('answers a repeated submit of an order placed on fresh rates with that same order', async () => {
    const orders = await count('orders');
    const replay = await placeEur(freshKey);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<OrderView>().orderNumber).toBe(placedWhileFresh.orderNumber);
    expect(await count('orders')).toBe(orders);
  });

  it('reports the rates service degraded, still answering, and the platform degraded', async () => {
    const rates = await client.request('rates.health', {});
    expect(rates.status).toBe('degraded');
    expect(rates.checks['rates-fresh']).toMatchObject({ status: 'down' });
    const platform = await eventually(
      async () => {
        const response = await call('GET', '/api/v1/health');
        const body = response.json<PlatformHealth>();
        return body.status === 'degraded' ? { response, body } : undefined;
      },
      10_000,
      250,
    );
    expect(platform.body.services.rates).toMatchObject({ status: 'degraded' });
    expect((await call('GET', '/api/v1/currencies/EUR')).statusCode).toBe(200);
  });

  it('does not fire an alert whose target a stale rate reaches', async () => {
    const response = await call('PUT', '/api/v1/admin/currencies/EUR', {
      token: adminToken,
      body: { sellMarginPct: '8' },
    });
    expect(response.statusCode).toBe(200);
    expect(Number((await eur()).rates.collect)).toBeGreaterThan(Number(alert.targetRate));
    // The margin change is announced and checked within moments; give it ample time.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await myAlert(alert.id)).status).toBe('active');
  });

  it('recovers with the provider: the next refresh succeeds, the count resets and orders are taken', async () => {
    const failedAt = (await liveMode()).lastFailure!.at;
    api.setDown(false);
    const mode = await eventually(
      async () => {
        const current = await liveMode();
        return !current.stale && current.consecutiveFailures === 0 ? current : undefined;
      },
      20_000,
      250,
    );
    expect(Date.parse(mode.lastSuccessAt!)).toBeGreaterThan(Date.parse(failedAt));
    // The failure is kept for staff (a tick under way as the provider recovered may be later).
    expect(Date.parse(mode.lastFailure!.at)).toBeGreaterThanOrEqual(Date.parse(failedAt));
    expect(Date.parse(mode.lastFailure!.at)).toBeLessThan(Date.parse(mode.lastSuccessAt!));
    expect((await quoteEur()).indicative).toBe(false);
    const orders = await count('orders');
    const placed = await placeEur(`recovered-${randomUUID()}`);
    expect(placed.statusCode).toBe(201);
    expect(await count('orders')).toBe(orders + 1);
    expect((await client.request('rates.health', {})).status).toBe('up');
  });

  it('fires the alert once a fresh rate reaches its target', async () => {
    const fired = await eventually(
      async () => {
        const current = await myAlert(alert.id);
        return current.status === 'triggered' ? current : undefined;
      },
      15_000,
      250,
    );
    expect(Number(fired.triggeredRate)).toBeGreaterThanOrEqual(Number(alert.targetRate));
  });
});
