import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RATE_TABLE_CACHE_KEY, customerRate } from '@fx/contracts';
import type { CachedRateTable, CurrencyTable, EventEnvelope } from '@fx/contracts';
import { AmqpConnection, EventSubscriber, RpcClient, startTransport } from '@fx/service-kit';
import {
  createTestDatabase,
  eventually,
  memoryLogger,
  parseMetrics,
  sampleValue,
  testUrls,
  uniqueNamespace,
  serviceTestEnv,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';

/** The spec's conversion API, played by a server of the test's own: it knows MNT and EUR only. */
function startConversionApi(): Promise<{
  url: string;
  keysSeen: string[];
  /** While true, every request is answered 500, as a provider in trouble would. */
  down: { is: boolean };
  close: () => Promise<void>;
}> {
  const keysSeen: string[] = [];
  const down = { is: false };
  const rates: Record<string, number> = { MNT: 4653.2, EUR: 1.1702 };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    keysSeen.push(String(request.headers['x-api-key']));
    if (down.is) {
      response.writeHead(500).end('internal error');
      return;
    }
    const rate = rates[url.searchParams.get('to') ?? ''];
    response.setHeader('content-type', 'application/json');
    if (rate === undefined) {
      response.writeHead(404).end(JSON.stringify({ error: 'unknown currency' }));
      return;
    }
    response.end(JSON.stringify({ query: Object.fromEntries(url.searchParams), info: { rate } }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/convert`,
        keysSeen,
        down,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('staff managing currencies, on real Postgres, Redis and RabbitMQ', () => {
  const { logger } = memoryLogger('rates');
  let database: TestDatabase;
  let namespace: string;
  let api: Awaited<ReturnType<typeof startConversionApi>>;
  let app: INestApplication;
  let connection: AmqpConnection;
  let client: RpcClient;
  let redis: Redis;
  const changes: EventEnvelope[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('rates_admin');
    namespace = uniqueNamespace('rates-admin');
    api = await startConversionApi();
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      RATE_PROVIDER: 'conversion-api',
      RATE_API_URL: api.url,
      RATE_API_KEY: 'provider-key-123',
      LOG_LEVEL: 'silent',
    });
    app = await NestFactory.create(AppModule.register(env, logger), new FastifyAdapter(), {
      logger: false,
    });
    await startTransport(app);
    await app.listen(0, '127.0.0.1'); // its health port, where Prometheus scrapes GET /metrics
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'admin-test',
      namespace,
      logger,
      ephemeral: true,
    });
    client = new RpcClient(connection, 5000);
    await new EventSubscriber(connection, logger).subscribe({
      queue: 'test.currencies',
      events: ['currency.changed'],
      handler: (e) => void changes.push(e),
    });
    redis = new Redis(testUrls.redis, { keyPrefix: namespace });
  });

  afterAll(async () => {
    await redis.del(RATE_TABLE_CACHE_KEY);
    redis.disconnect();
    await client.close();
    await connection.close();
    await app.close();
    await api.close();
    await database.drop();
  });

  const cachedTable = async (): Promise<CurrencyTable> => {
    const cached = JSON.parse((await redis.get(RATE_TABLE_CACHE_KEY)) ?? 'null') as CachedRateTable;
    return JSON.parse(cached.body) as CurrencyTable;
  };

  it('checks a code with the provider, sending the key only in its header', async () => {
    await expect(client.request('rates.currencies.check', { code: 'MNT' })).resolves.toEqual({
      code: 'MNT',
      marketRate: '4653.2',
      provider: 'conversion-api',
    });
    expect(api.keysSeen).toContain('provider-key-123');
  });

  it.each([['AFN'], ['XYZ'], ['GBP']])(
    'answers 422 "Wrong currency tried" for %s',
    async (code) => {
      await expect(client.request('rates.currencies.check', { code })).rejects.toMatchObject({
        code: 'CURRENCY_INVALID',
        message: 'Wrong currency tried',
      });
    },
  );

  it('adds a currency at the rate the server fetched, announces it and puts it in the public table', async () => {
    const added = await client.request('rates.currencies.add', {
      currency: {
        code: 'MNT',
        name: 'Mongolian Tugrik',
        country: 'Mongolia',
        sellMarginPct: '-8.00',
        buyMarginPct: '12.00',
      },
      changedBy: 'boss@highstreetfx.test',
    });
    const price = { marketRate: '4653.2', sellMarginPct: '-8', buyMarginPct: '12' };
    expect(added).toMatchObject({
      code: 'MNT',
      marketRate: '4653.2',
      sellingPrice: customerRate('collect', price),
      buyingPrice: customerRate('sell', price),
      active: true,
    });
    await eventually(() =>
      changes.some((e) => (e.payload as { code: string; change: string }).code === 'MNT'),
    );
    expect(
      changes.find((e) => (e.payload as { code: string }).code === 'MNT')?.payload,
    ).toMatchObject({ change: 'added', changedBy: 'boss@highstreetfx.test' });
    expect((await cachedTable()).currencies.find((c) => c.code === 'MNT')?.rates.collect).toBe(
      customerRate('collect', price),
    );
  });

  it('refuses to add a currency twice (409) and never takes a rate from the client', async () => {
    const twice = client.request('rates.currencies.add', {
      currency: {
        code: 'MNT',
        name: 'Tugrik',
        country: 'Mongolia',
        sellMarginPct: '-8',
        buyMarginPct: '12',
      },
      changedBy: 'x',
    });
    await expect(twice).rejects.toMatchObject({ code: 'CURRENCY_EXISTS' });
    const withRate = client.request('rates.currencies.add', {
      currency: {
        code: 'KGS',
        name: 'Som',
        country: 'Kyrgyzstan',
        sellMarginPct: '-8',
        buyMarginPct: '12',
        marketRate: '1',
      } as never,
      changedBy: 'x',
    });
    await expect(withRate).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('updates margins: the customer rates in the public table change and the change is announced', async () => {
    const updated = await client.request('rates.currencies.update', {
      code: 'EUR',
      changes: { sellMarginPct: '-2.50' },
      changedBy: 'boss',
    });
    expect(updated).toMatchObject({
      code: 'EUR',
      sellMarginPct: '-2.5',
      // The provider's EUR rate, taken by the refresh at start (the seeded snapshot was stale).
      sellingPrice: customerRate('collect', {
        marketRate: '1.1702',
        sellMarginPct: '-2.5',
        buyMarginPct: '4',
      }),
    });
    expect((await cachedTable()).currencies.find((c) => c.code === 'EUR')?.rates.collect).toBe(
      updated.sellingPrice,
    );
    await eventually(() =>
      changes.some((e) => (e.payload as { code: string; change: string }).code === 'EUR'),
    );
  });

  it('takes a currency off the public table when it is made inactive, and keeps it in the staff list', async () => {
    await client.request('rates.currencies.update', {
      code: 'MNT',
      changes: { active: false },
      changedBy: 'boss',
    });
    expect(
      (await client.request('rates.currencies.list', {})).currencies.map((c) => c.code),
    ).not.toContain('MNT');
    await expect(client.request('rates.currencies.get', { code: 'MNT' })).rejects.toMatchObject({
      code: 'CURRENCY_NOT_OFFERED',
    });
    expect(
      (await client.request('rates.currencies.adminList', {})).currencies.find(
        (c) => c.code === 'MNT',
      )?.active,
    ).toBe(false);
  });

  it('keeps the last good rate of a currency the provider cannot price on a refresh, and records why', async () => {
    const summary = await client.request('rates.refreshNow', { changedBy: 'boss' });
    expect(summary.refreshed).toEqual(['EUR']);
    expect(summary.failed).toContainEqual({ code: 'USD', reason: 'missing-currency' });
    const list = (await client.request('rates.currencies.adminList', {})).currencies;
    expect(list.find((c) => c.code === 'EUR')).toMatchObject({
      marketRate: '1.1702',
      lastRefreshError: null,
    });
    expect(list.find((c) => c.code === 'USD')).toMatchObject({
      marketRate: '1.373',
      lastRefreshError: { reason: 'missing-currency' },
    });
  });

  it('answers 404 for a currency that is not in the list and 400 for an empty change', async () => {
    await expect(
      client.request('rates.currencies.update', {
        code: 'KGS',
        changes: { name: 'Som' },
        changedBy: 'x',
      }),
    ).rejects.toMatchObject({ code: 'CURRENCY_NOT_OFFERED' });
    await expect(
      client.request('rates.currencies.update', { code: 'EUR', changes: {}, changedBy: 'x' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  const scrape = async () => (await fetch(`${await app.getUrl()}/metrics`)).text();

  it('counts in its metrics a refresh the provider answered and one it failed with a 500', async () => {
    const byProvider = { provider: 'conversion-api' };
    const before = await scrape();
    await client.request('rates.refreshNow', { changedBy: 'boss' });
    api.down.is = true;
    try {
      const summary = await client.request('rates.refreshNow', { changedBy: 'boss' });
      expect(summary.refreshed).toEqual([]);
      expect(summary.failed).toContainEqual({ code: 'EUR', reason: 'http-error' });
    } finally {
      api.down.is = false;
    }
    const after = await scrape();
    const moved = (name: string) =>
      sampleValue(after, name, byProvider) - sampleValue(before, name, byProvider);
    expect(moved('fx_rate_refreshes_total')).toBe(1);
    expect(moved('fx_rate_provider_failures_total')).toBe(1);
  });

  it('shows in its metrics the age of each rate the site shows, beside the maximum age', async () => {
    const text = await scrape();
    const shown = (await cachedTable()).currencies.map((c) => c.code);
    const ages = parseMetrics(text).filter((sample) => sample.name === 'fx_rate_age_seconds');
    expect(ages.map((sample) => sample.labels.currency).sort()).toEqual([...shown].sort());
    expect(shown).not.toContain('MNT');
    const maxAge = sampleValue(text, 'fx_rate_max_age_seconds');
    expect(maxAge).toBe(86_400);
    // EUR is the provider's; USD, which it does not know, keeps the snapshot's rate of 2025.
    const age = (currency: string) => sampleValue(text, 'fx_rate_age_seconds', { currency });
    expect(age('EUR')).toBeLessThan(maxAge);
    expect(age('USD')).toBeGreaterThan(maxAge);
  });
});
