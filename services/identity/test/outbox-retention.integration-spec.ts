import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  bootServiceForTest,
  createTestDatabase,
  eventually,
  memoryLogger,
  serviceTestEnv,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';

describe('outbox retention (service-kit relay) on real Postgres and RabbitMQ', () => {
  const { logger } = memoryLogger('identity');
  let database: TestDatabase;
  let db: Client;

  beforeAll(async () => {
    database = await createTestDatabase('identity-outbox-keep');
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  const boot = () => {
    const namespace = uniqueNamespace('identity-outbox-keep');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      LOG_LEVEL: 'silent',
      OUTBOX_KEEP_DAYS: '30',
    });
    return bootServiceForTest(AppModule.register(env, logger), namespace);
  };

  /** An event row of user.erased, sent `sentDaysAgo` days ago (null: never sent). */
  const row = async (sentDaysAgo: number | null) => {
    const eventId = randomUUID();
    await db.query(
      `INSERT INTO identity.outbox (event_id, type, payload, correlation_id, occurred_at, sent_at)
       VALUES ($1, 'user.erased', $2, 'c', now() - interval '40 days',
               CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END)`,
      [
        eventId,
        { userId: randomUUID(), reason: 'retention', at: new Date().toISOString() },
        sentDaysAgo,
      ],
    );
    return eventId;
  };

  it('deletes events published more than OUTBOX_KEEP_DAYS ago, and keeps newer and unsent ones', async () => {
    // The first start makes the schema; the relay prunes at each start, then hourly.
    await (await boot()).close();
    const old = await row(31);
    const recent = await row(29);
    const unsent = await row(null);

    const service = await boot();
    try {
      const left = async () =>
        (await db.query<{ event_id: string }>('SELECT event_id FROM identity.outbox')).rows
          .map((r) => r.event_id)
          .sort();
      await eventually(async () => !(await left()).includes(old));
      expect(await left()).toEqual([recent, unsent].sort());
    } finally {
      await service.close();
    }
  });
});
