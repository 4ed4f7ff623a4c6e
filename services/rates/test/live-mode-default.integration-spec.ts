import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AmqpConnection, RpcClient, startTransport } from '@fx/service-kit';
import {
  createTestDatabase,
  memoryLogger,
  serviceTestEnv,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';

/** LIVE_MODE_DEFAULT (true in production): live mode on where staff have not switched it yet. */
describe('live mode by default', () => {
  const { logger } = memoryLogger('rates');
  let database: TestDatabase;
  let namespace: string;
  let app: INestApplication | undefined;
  let connection: AmqpConnection;
  let client: RpcClient;

  const start = async () => {
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      LIVE_MODE_DEFAULT: 'true',
      LOG_LEVEL: 'silent',
    });
    app = await NestFactory.create(AppModule.register(env, logger), new FastifyAdapter(), {
      logger: false,
    });
    await startTransport(app);
  };

  beforeAll(async () => {
    database = await createTestDatabase('rates_live_default');
    namespace = uniqueNamespace('rates-live-default');
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'live-default-test',
      namespace,
      logger,
      ephemeral: true,
    });
    client = new RpcClient(connection, 10_000);
    await start();
  });

  afterAll(async () => {
    await client
      .request('rates.live.set', { change: { enabled: false }, changedBy: 'test' })
      .catch(() => undefined);
    await app?.close();
    await client.close();
    await connection.close();
    const redis = new Redis(testUrls.redis);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await database.drop();
  });

  it('starts live mode on a new database, with fresh rates from the refresh at start', async () => {
    const mode = await client.request('rates.live.get', {});
    expect(mode).toMatchObject({
      enabled: true,
      changedBy: null,
      provider: 'offline',
      stale: false,
      consecutiveFailures: 0,
      lastFailure: null,
    });
    expect(mode.lastSuccessAt).not.toBeNull();
    const table = await client.request('rates.currencies.list', {});
    expect(table.status).toMatchObject({ provider: 'offline', live: true });
  });

  it("keeps staff's choice across a restart once they have switched it off", async () => {
    await client.request('rates.live.set', {
      change: { enabled: false },
      changedBy: 'boss@highstreetfx.test',
    });
    await app!.close();
    await start();
    expect(await client.request('rates.live.get', {})).toMatchObject({
      enabled: false,
      changedBy: 'boss@highstreetfx.test',
    });
  });
});
