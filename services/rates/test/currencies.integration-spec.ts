import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import {
  currencyTableSchema,
  customerRate,
  ratesAreIndicative,
  ratesAreStale,
  serviceHealthSchema,
} from '@fx/contracts';
import { AmqpConnection, RpcClient, startTransport } from '@fx/service-kit';
import {
  createTestDatabase,
  memoryLogger,
  testUrls,
  uniqueNamespace,
  serviceTestEnv,
  testClock,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';
import { RATES_SNAPSHOT } from '../src/currencies/rates-snapshot';
import { RATES_MIGRATIONS } from '../src/database/migrations';

describe('rates service on real Postgres and RabbitMQ', () => {
  const { logger } = memoryLogger('rates');
  let database: TestDatabase;
  let namespace: string;
  let connection: AmqpConnection;
  let client: RpcClient;
  const apps: INestApplication[] = [];

  const startInstance = async () => {
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      LOG_LEVEL: 'silent',
      REDIS_URL: testUrls.redis,
      REDIS_KEY_PREFIX: namespace,
    });
    const app = await NestFactory.create(AppModule.register(env, logger), new FastifyAdapter(), {
      logger: false,
    });
    await startTransport(app);
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase('rates');
    namespace = uniqueNamespace('rates');
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'rates-test',
      namespace,
      logger,
      ephemeral: true,
    });
    client = new RpcClient(connection, 5000);
    // Two instances starting at once on an empty database: one migrates, the other waits its turn.
    await Promise.all([startInstance(), startInstance()]);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await client.close();
    await connection.close();
    await database.drop();
  });

  it('seeds the bundled snapshot of 70+ currencies exactly once', async () => {
    const pg = new Client({ connectionString: database.url });
    await pg.connect();
    try {
      const { rows: currencies } = await pg.query<{ count: string }>(
        'SELECT count(*) FROM rates.currencies',
      );
      const { rows: migrations } = await pg.query<{ count: string }>(
        'SELECT count(*) FROM rates.migrations',
      );
      expect(Number(currencies[0]?.count)).toBe(RATES_SNAPSHOT.currencies.length);
      expect(RATES_SNAPSHOT.currencies.length).toBeGreaterThanOrEqual(70);
      expect(Number(migrations[0]?.count)).toBe(RATES_MIGRATIONS.length);
    } finally {
      await pg.end();
    }
  });

  it('answers the priced rate table with market, Click & Collect and Click & Sell rates', async () => {
    const table = currencyTableSchema.parse(await client.request('rates.currencies.list', {}));

    expect(table.base).toBe('GBP');
    expect(table.currencies).toHaveLength(RATES_SNAPSHOT.currencies.length);
    expect(table.currencies[0]).toMatchObject({
      code: 'EUR',
      name: 'Euro',
      country: 'Eurozone',
      decimals: 2,
      marketRate: '1.1685',
      rates: { collect: '1.1334', sell: '1.2152' },
      popular: true,
    });
    expect(table.currencies.find((c) => c.code === 'JPY')?.decimals).toBe(0);
    for (const currency of table.currencies) {
      const seeded = RATES_SNAPSHOT.currencies.find((s) => s.code === currency.code)!;
      expect(currency.rates.collect).toBe(customerRate('collect', seeded));
      expect(currency.rates.sell).toBe(customerRate('sell', seeded));
    }
    // The offline snapshot is refreshed at start, so the rates are dated from then, not the file.
    expect(Date.parse(table.asOf)).toBeGreaterThan(Date.parse(`${RATES_SNAPSHOT.asOf}T16:00:00Z`));
    expect(testClock().now().getTime() - Date.parse(table.asOf)).toBeLessThan(120_000);
    expect(table.status).toEqual({
      provider: 'offline',
      live: false,
      refreshedAt: expect.any(String),
      maxAgeSeconds: 86_400,
    });
    expect(ratesAreStale(table.status, testClock().now())).toBe(false);
    expect(ratesAreIndicative(table.status, testClock().now())).toBe(true);
  });

  it('lists popular currencies first, Euro then US Dollar', async () => {
    const table = await client.request('rates.currencies.list', {});
    const codes = table.currencies.map((c) => c.code);
    expect(codes.slice(0, 2)).toEqual(['EUR', 'USD']);
    const firstOther = table.currencies.findIndex((c) => !c.popular);
    expect(table.currencies.slice(firstOther).every((c) => !c.popular)).toBe(true);
  });

  it('reports its own health with Postgres and RabbitMQ over request/reply', async () => {
    const health = serviceHealthSchema.parse(await client.request('rates.health', {}));
    expect(health).toMatchObject({ service: 'rates', status: 'up' });
    expect(health.checks).toMatchObject({ postgres: { status: 'up' }, rabbitmq: { status: 'up' } });
  });
});
