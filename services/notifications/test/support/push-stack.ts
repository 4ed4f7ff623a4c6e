import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { AlertChannel, EventPayload } from '@fx/contracts';
import { AmqpConnection, EventPublisher, RpcClient } from '@fx/service-kit';
import {
  LocalPushService,
  bootServiceForTest,
  createTestDatabase,
  freePort,
  memoryLogger,
  serviceTestEnv,
  SmtpInbox,
  testClock,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase, TestSubscription } from '@fx/service-kit/testing';
import { AppModule } from '../../src/app.module';
import { DEV_VAPID_KEYS, loadEnv } from '../../src/config/env';

/**
 * The push tests' stack, started before the file's tests (hooks registered here) and stopped
 * after: the notifications service with push on, in the test's process, a local push service
 * (web-push-testing), a real SMTP server, PostgreSQL and RabbitMQ; with the helpers they share.
 */
export function usePushStack() {
  const { logger } = memoryLogger('notifications');
  const inbox = new SmtpInbox();
  const pushService = new LocalPushService();
  const started = {} as {
    database: TestDatabase;
    service: Awaited<ReturnType<typeof bootServiceForTest>>;
    connection: AmqpConnection;
    publisher: EventPublisher;
    rpc: RpcClient;
  };

  beforeAll(async () => {
    await inbox.start();
    await pushService.start(await freePort());
    started.database = await createTestDatabase('push');
    const namespace = uniqueNamespace('push');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: started.database.url, redis: true }),
      SMTP_URL: inbox.url,
      MAIL_BACKOFF_MS: '100',
      SITE_URL: 'https://highstreetfx.test',
      PUSH_ENABLED: 'true',
    });
    started.service = await bootServiceForTest(AppModule.register(env, logger), namespace);
    started.connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'push-test',
      namespace,
      logger,
      ephemeral: true,
    });
    started.publisher = new EventPublisher(started.connection);
    started.rpc = new RpcClient(started.connection, 5000);
  }, 60_000);

  afterAll(async () => {
    await started.rpc?.close();
    await started.publisher?.close();
    await started.connection?.close();
    await started.service?.close();
    await started.database?.drop();
    await pushService.close();
    await inbox.close();
  });

  const customer = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

  /** A browser of `email`'s subscribed at the push service and registered as their device. */
  async function device(email: string, wants: { alerts?: boolean; orders?: boolean } = {}) {
    const subscription = await pushService.subscribe(DEV_VAPID_KEYS.publicKey);
    const { clientHash: _, ...json } = subscription;
    const registered = await started.rpc.request('notifications.push.register', {
      subscription: json,
      email,
      uid: `uid-${email}`,
      label: 'Chrome on Android',
      alerts: wants.alerts ?? true,
      orders: wants.orders ?? false,
    });
    return { subscription, registered };
  }

  /** The rates service's alert.triggered, its id the alert's. */
  function fire(email: string, channel: AlertChannel | undefined, alertId = randomUUID()) {
    const payload: EventPayload<'alert.triggered'> = {
      alertId,
      email,
      code: 'EUR',
      currencyName: 'Euro',
      targetRate: '1.1800',
      token: 'a'.repeat(32),
      rate: '1.1850',
      triggeredAt: testClock().now().toISOString(),
      ...(channel ? { channel } : {}),
    };
    return started.publisher.publish('alert.triggered', payload, { id: alertId });
  }

  /** Runs `work` with a connection of its own to the test's database. */
  async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
    const db = new Client({ connectionString: started.database.url });
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
    }
  }

  const pushesTo = (subscription: TestSubscription) => pushService.received(subscription);
  const alertMailsTo = (email: string) =>
    inbox.to(email).filter((mail) => mail.subject?.includes('your rate alert'));

  return {
    /** What beforeAll started: read them in a test or a hook, not while the file is collected. */
    started,
    pushService,
    customer,
    device,
    fire,
    withDatabase,
    pushesTo,
    alertMailsTo,
  };
}
