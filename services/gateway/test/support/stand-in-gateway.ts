import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RATE_TABLE_CACHE_KEY } from '@fx/contracts';
import type { CurrencyTable } from '@fx/contracts';
import { AmqpConnection, RpcServer } from '@fx/service-kit';
import { RateTable } from '@fx/rate-table';
import { testUrls, uniqueNamespace } from '@fx/service-kit/testing';
import { loadEnv } from '../../src/config/env';
import type { GatewayEnv } from '../../src/config/env';
import { createGateway } from '../../src/gateway';
import type { injectInto } from './gateway-harness';

/** The rate table a stand-in rates service answers with. */
export const table: CurrencyTable = {
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

export interface StandInGateway {
  gateway: NestFastifyApplication;
  /** On the gateway's namespace: for stand-ins of the services and for publishing events. */
  connection: AmqpConnection;
  env: GatewayEnv;
  redis: Redis;
  inject(options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): ReturnType<typeof injectInto>;
  /** A rates instance answering on the real broker, with whatever the test needs it to say. */
  ratesAnswering(handler: () => unknown): Promise<RpcServer>;
}

/**
 * The gateway in this process on the real RabbitMQ and Redis, serving a little SPA of the test's
 * own, with no service behind it: the tests play the services. Started before the file's tests
 * (hooks registered here); each test starts with no copy of the rate table in memory or in Redis.
 */
export function useStandInGateway(logger: Logger): StandInGateway {
  const standIn = {} as StandInGateway;

  beforeAll(async () => {
    const namespace = uniqueNamespace('gateway');
    const spaDir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(
      join(spaDir, 'index.html'),
      '<!doctype html><html><head><title>SPA</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(spaDir, 'assets', 'app-1234.js'), 'console.log("app")');
    standIn.env = loadEnv({
      AMQP_URL: testUrls.amqp,
      AMQP_NAMESPACE: namespace,
      AMQP_EPHEMERAL: 'true',
      REDIS_URL: testUrls.redis,
      RPC_TIMEOUT_MS: '1500',
      SPA_DIR: spaDir,
      // A page of the test's own: nothing to render on the server.
      SSR_DIR: 'none',
      FIREBASE_PROJECT_ID: 'demo-fx',
      FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
      REDIS_KEY_PREFIX: `${namespace}`,
      // A bureau of the test's own, some of its details unset (the example ones fill them).
      SITE_BRAND_NAME: 'Riverside & Co',
      SITE_TAGLINE: 'Rates </script><script>alert(1)</script>',
      SITE_COLOR_PRIMARY: '#123456',
    });
    standIn.redis = new Redis(testUrls.redis, { keyPrefix: namespace });
    standIn.gateway = await createGateway(standIn.env, logger);
    await standIn.gateway.init();
    await standIn.gateway.getHttpAdapter().getInstance().ready();
    standIn.connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'stand-in',
      namespace,
      logger,
      ephemeral: true,
    });
  });

  afterAll(async () => {
    await standIn.redis?.del(RATE_TABLE_CACHE_KEY);
    standIn.redis?.disconnect();
    await standIn.connection?.close();
    await standIn.gateway?.close();
  });

  beforeEach(async () => {
    // Each test starts with no copy of the table in memory or in Redis.
    standIn.gateway.get(RateTable).invalidate();
    await standIn.redis.del(RATE_TABLE_CACHE_KEY);
  });

  standIn.inject = (options) =>
    standIn.gateway
      .getHttpAdapter()
      .getInstance()
      .inject({ method: options.method ?? 'GET', ...options });

  standIn.ratesAnswering = async (handler) => {
    const server = new RpcServer(standIn.connection, 'rates', logger);
    server.register('rates.currencies.list', handler);
    await server.listen();
    return server;
  };

  return standIn;
}
