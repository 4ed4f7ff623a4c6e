import { randomBytes } from 'node:crypto';
import { testNowEnv } from './test-clock';

/** Addresses of the real services the tests use: from the environment, else the local ones. */
export const testUrls = {
  amqp: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  postgresAdmin: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
};

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** A prefix for exchange and queue names that no other test run shares. */
export function uniqueNamespace(label: string): string {
  return `test-${label}-${randomSuffix()}.`;
}

/**
 * The environment a service under test shares with its test: the real broker under the test's own
 * namespace (queues expire), the test's clock (FX_TEST_NOW, when the run set one), and optionally
 * its database and Redis under the same prefix.
 */
export function serviceTestEnv(options: {
  namespace: string;
  databaseUrl?: string;
  redis?: boolean;
}): Record<string, string> {
  return {
    AMQP_URL: testUrls.amqp,
    AMQP_NAMESPACE: options.namespace,
    AMQP_EPHEMERAL: 'true',
    ...testNowEnv(),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.redis ? { REDIS_URL: testUrls.redis, REDIS_KEY_PREFIX: options.namespace } : {}),
  };
}
