import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CurrencyTable, SiteSettings } from '@fx/contracts';
import { Redis } from 'ioredis';
import { RATE_TABLE_CACHE_KEY, siteSettingsSchema } from '@fx/contracts';
import {
  AmqpConnection,
  currentCorrelationId,
  DomainError,
  EventPublisher,
  RateTable,
  RpcServer,
} from '@fx/service-kit';
import {
  TcpProxy,
  eventually,
  memoryLogger,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { loadEnv } from '../src/config/env';
import type { GatewayEnv } from '../src/config/env';
import { createGateway } from '../src/gateway';
import { HEALTH_MAX_AGE_MS } from '../src/health/platform-health.controller';

const table: CurrencyTable = {
  base: 'GBP',
  asOf: '2025-06-30T16:00:00.000Z',
  status: {
    provider: 'offline',
    live: false,
    refreshedAt: '2025-06-30T16:00:00.000Z',
    maxAgeSeconds: 900,
  },
  currencies: [
    {
      code: 'EUR',
      name: 'Euro',
      country: 'Eurozone',
      decimals: 2,
      marketRate: '1.1685',
      rates: { collect: '1.1334', sell: '1.2152' },
      popular: true,
      updatedAt: '2025-06-30T16:00:00.000Z',
    },
  ],
};

describe('gateway over the real RabbitMQ and Redis', () => {
  const { logger, lines } = memoryLogger('gateway');
  let namespace: string;
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let spaDir: string;
  let env: GatewayEnv;
  let redis: Redis;

  /** A rates instance answering on the real broker, with whatever the test needs it to say. */
  async function ratesAnswering(handler: () => unknown): Promise<RpcServer> {
    const server = new RpcServer(connection, 'rates', logger);
    server.register('rates.currencies.list', handler);
    await server.listen();
    return server;
  }

  beforeAll(async () => {
    namespace = uniqueNamespace('gateway');
    spaDir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(
      join(spaDir, 'index.html'),
      '<!doctype html><html><head><title>SPA</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(spaDir, 'assets', 'app-1234.js'), 'console.log("app")');
    env = loadEnv({
      AMQP_URL: testUrls.amqp,
      AMQP_NAMESPACE: namespace,
      AMQP_EPHEMERAL: 'true',
      REDIS_URL: testUrls.redis,
      RPC_TIMEOUT_MS: '1500',
      SPA_DIR: spaDir,
      FIREBASE_PROJECT_ID: 'demo-fx',
      FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
      REDIS_KEY_PREFIX: `${namespace}`,
      // A bureau of the test's own, some of its details unset (the example ones fill them).
      SITE_BRAND_NAME: 'Riverside & Co',
      SITE_TAGLINE: 'Rates </script><script>alert(1)</script>',
      SITE_COLOR_PRIMARY: '#123456',
    });
    redis = new Redis(testUrls.redis, { keyPrefix: namespace });
    gateway = await createGateway(env, logger);
    await gateway.init();
    await gateway.getHttpAdapter().getInstance().ready();
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'stand-in',
      namespace,
      logger,
      ephemeral: true,
    });
  });

  afterAll(async () => {
    await redis.del(RATE_TABLE_CACHE_KEY);
    redis.disconnect();
    await connection.close();
    await gateway.close();
  });

  beforeEach(async () => {
    // Each test starts with no copy of the table in memory or in Redis.
    gateway.get(RateTable).invalidate();
    await redis.del(RATE_TABLE_CACHE_KEY);
  });

  const inject = (options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }) =>
    gateway
      .getHttpAdapter()
      .getInstance()
      .inject({ method: options.method ?? 'GET', ...options });

  it('answers GET /api/v1/currencies with the table the rates service returns, correlation id carried through', async () => {
    let seenCorrelation: string | undefined;
    const server = await ratesAnswering(() => {
      seenCorrelation = currentCorrelationId();
      return table;
    });
    try {
      const response = await inject({
        url: '/api/v1/currencies',
        headers: { 'x-correlation-id': 'trace-42' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(table);
      expect(response.headers['x-correlation-id']).toBe('trace-42');
      expect(seenCorrelation).toBe('trace-42');
      expect(
        lines().some(
          (line) =>
            line.msg === 'request' && line.correlationId === 'trace-42' && line.status === 200,
        ),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('serves the table from memory with an ETag, and 304 to a client that has it', async () => {
    const server = await ratesAnswering(() => table);
    let first;
    try {
      first = await inject({ url: '/api/v1/currencies' });
    } finally {
      await server.close();
    }
    // The rates service is gone now: the copy in memory keeps the site up.
    const second = await inject({ url: '/api/v1/currencies' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(table);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await inject({
      url: '/api/v1/currencies',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('drops its copy when a currency changes and serves the table the rates service put in Redis', async () => {
    await redis.set(
      RATE_TABLE_CACHE_KEY,
      JSON.stringify({ etag: '"v1"', body: JSON.stringify(table) }),
    );
    expect((await inject({ url: '/api/v1/currencies' })).headers.etag).toBe('"v1"');
    const changed = {
      ...table,
      currencies: [{ ...table.currencies[0]!, rates: { collect: '1.2000', sell: '1.3000' } }],
    };
    await redis.set(
      RATE_TABLE_CACHE_KEY,
      JSON.stringify({ etag: '"v2"', body: JSON.stringify(changed) }),
    );
    await new EventPublisher(connection).publish('currency.changed', {
      code: 'EUR',
      change: 'updated',
      name: 'Euro',
      country: 'Eurozone',
      marketRate: '1.1685',
      sellMarginPct: '2.7',
      buyMarginPct: '11.25',
      active: true,
      changedAt: new Date().toISOString(),
    });
    await eventually(
      async () => (await inject({ url: '/api/v1/currencies' })).headers.etag === '"v2"',
    );
    expect((await inject({ url: '/api/v1/currencies' })).json()).toEqual(changed);
  });

  it('keeps serving the table from the rates service when Redis is unreachable', async () => {
    const proxy = await TcpProxy.start(testUrls.redis, 6379);
    const cutOff = await createGateway({ ...env, REDIS_URL: proxy.urlFor(testUrls.redis) }, logger);
    await cutOff.init();
    const server = await ratesAnswering(() => table);
    try {
      proxy.cut();
      const response = await cutOff
        .getHttpAdapter()
        .getInstance()
        .inject({ url: '/api/v1/currencies' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(table);
    } finally {
      await server.close();
      await cutOff.close();
      await proxy.close();
    }
  });

  it('answers a JSON 503 within 5 seconds when the rates service is not running', async () => {
    const started = Date.now();
    const response = await inject({ url: '/api/v1/currencies' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<{ message: string }>();
    expect(body).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(body.message).toContain('rates service is not available');
  });

  it('maps a domain error from a service to its HTTP status with the service message', async () => {
    const server = await ratesAnswering(() => {
      throw new DomainError(
        'DEPENDENCY_UNAVAILABLE',
        'The rates service cannot reach its storage right now.',
      );
    });
    try {
      const response = await inject({ url: '/api/v1/currencies' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'DEPENDENCY_UNAVAILABLE',
        message: 'The rates service cannot reach its storage right now.',
      });
    } finally {
      await server.close();
    }
  });

  it('answers an unknown API path with a JSON 404, never the SPA', async () => {
    const response = await inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('serves the SPA for page addresses and its fingerprinted assets with long caching', async () => {
    const page = await inject({ url: '/exchangeRates' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    expect((await inject({ url: '/assets/missing-999.js' })).statusCode).toBe(404);
  });

  it('answers 503 for the site settings while the orders service has never answered, and still serves the page', async () => {
    const settings = await inject({ url: '/api/v1/site' });
    expect(settings.statusCode).toBe(503);
    expect(settings.json()).toMatchObject({
      message: "The site's settings are not available yet; please try again in a moment.",
    });
    const page = await inject({ url: '/contact' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('id="site-settings"');
  });

  it("serves the bureau's settings with the numbers the orders service enforces", async () => {
    const orders = new RpcServer(connection, 'orders', logger);
    orders.register('orders.settings', () => ({
      minGbp: '100',
      maxGbp: '2500',
      rateGuaranteeHours: 12,
      maxLines: 4,
    }));
    await orders.listen();
    try {
      const response = await inject({ url: '/api/v1/site' });
      expect(response.statusCode).toBe(200);
      const site = response.json<SiteSettings>();
      expect(site).toMatchObject({
        brand: { name: 'Riverside & Co', colors: { primary: '#123456' } },
        orders: { minGbp: '100', maxGbp: '2500', rateGuaranteeHours: 12, maxLines: 4 },
        // Only some details are the bureau's own: the site says the rest are examples.
        placeholder: true,
      });
      expect(siteSettingsSchema.parse(site)).toEqual(site);

      // The page carries the same settings, its title and description name the bureau, and
      // nothing in a setting can end the script block it sits in.
      const page = await inject({ url: '/exchangeRates' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>SPA | Riverside &#38; Co</title>');
      expect(page.body).not.toContain('<script>alert(1)');
      const json = /<script id="site-settings" type="application\/json">(.*?)<\/script>/s.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual(site);
      // The home page too, and never the built file as it is.
      expect((await inject({ url: '/' })).body).toContain('id="site-settings"');
      expect((await inject({ url: '/index.html' })).statusCode).toBe(404);
    } finally {
      await orders.close();
    }
    // The last answer is kept while the orders service is away.
    expect((await inject({ url: '/api/v1/site' })).statusCode).toBe(200);
  });

  it('reports the platform health: its own dependencies up, services that do not answer down', async () => {
    const response = await inject({ url: '/api/v1/health' });
    const body = response.json<{
      status: string;
      checks: Record<string, { status: string }>;
      services: Record<string, { status: string }>;
    }>();
    expect(response.statusCode).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.checks).toMatchObject({ rabbitmq: { status: 'up' }, redis: { status: 'up' } });
    expect(Object.keys(body.services).sort()).toEqual([
      'identity',
      'notifications',
      'orders',
      'rates',
    ]);
    expect(body.services.rates).toMatchObject({ status: 'down' });
  });

  it('asks each service once however many callers check the health at the same moment, and again once the report is a second old', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(HEALTH_MAX_AGE_MS + 100); // no report left from the test before
    let asked = 0;
    const server = new RpcServer(connection, 'rates', logger);
    server.register('rates.health', () => {
      asked += 1;
      return { service: 'rates', status: 'up', instance: 'stand-in', uptimeSeconds: 1, checks: {} };
    });
    await server.listen();
    const health = () => inject({ url: '/api/v1/health' });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, health));
      expect(asked).toBe(1);
      for (const answer of answers) {
        expect(answer.json()).toMatchObject({ services: { rates: { status: 'up' } } });
      }
      expect((await health()).json()).toMatchObject({ services: { rates: { status: 'up' } } });
      expect(asked).toBe(1);
    } finally {
      await server.close();
    }
    // The rates service stopped answering: a caller a second later is told so.
    await sleep(HEALTH_MAX_AGE_MS + 100);
    const later = await health();
    expect(later.statusCode).toBe(503);
    expect(later.json()).toMatchObject({ services: { rates: { status: 'down' } } });
  });

  it('is live on /health/live', async () => {
    const response = await inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'up' });
  });
});
