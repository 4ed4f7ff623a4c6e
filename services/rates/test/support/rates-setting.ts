import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AmqpConnection, RpcClient } from '@fx/service-kit';
import {
  createTestDatabase,
  memoryLogger,
  serviceTestEnv,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { loadEnv } from '../../src/config/env';
import type { RatesEnv } from '../../src/config/env';

/**
 * What the rates instances of a test share with it: a database, broker namespace and Redis prefix
 * of their own, and a client on that namespace. `close` switches live mode off (so no tick is
 * left in Redis), closes the instances and removes all of it.
 */
export async function ratesSetting(label: string) {
  const { logger } = memoryLogger('rates');
  const database = await createTestDatabase(label.replace(/-/g, '_'));
  const namespace = uniqueNamespace(label);
  const connection = new AmqpConnection({
    url: testUrls.amqp,
    name: `${label}-test`,
    namespace,
    logger,
    ephemeral: true,
  });
  const client = new RpcClient(connection, 10_000);
  return {
    logger,
    database,
    namespace,
    connection,
    client,
    /** An instance's settings: the test's database, namespace and Redis prefix, and `env`. */
    env: (env: Record<string, string> = {}): RatesEnv =>
      loadEnv({
        ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
        LOG_LEVEL: 'silent',
        ...env,
      }),
    async close(apps: readonly (INestApplication | undefined)[]): Promise<void> {
      await client
        .request('rates.live.set', { change: { enabled: false }, changedBy: 'test' })
        .catch(() => undefined);
      await client.close();
      await connection.close();
      for (const app of apps) await app?.close();
      const redis = new Redis(testUrls.redis);
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await database.drop();
    },
  };
}
