import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { PricedCurrency } from '@fx/contracts';
import {
  TcpProxy,
  createTestDatabase,
  eventually,
  freePort,
  waitForHttp,
  SmtpInbox,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { addressOf, orderBatches, sleep } from './support/order-batches';
import type { Batch } from './support/order-batches';
import { collectionDate } from './support/gateway-orders';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Faults on the way from an order to its e-mails, injected into the real services running as
 * processes: every service reaches RabbitMQ and Redis through TCP proxies the test cuts and
 * restores, the notifications service reaches the test's SMTP server through a third, and the
 * notifications service is restarted in the middle of a batch. Whatever happens, every order placed
 * gets its confirmation and its branch alert, each exactly once.
 */
describe('faults between an order and its e-mails', () => {
  const inbox = new SmtpInbox();
  const branchInbox = 'branch@highstreetfx.test';
  let database: TestDatabase;
  let namespace: string;
  let amqp: TcpProxy;
  let redis: TcpProxy;
  let smtp: TcpProxy;
  let others: ReturnType<typeof startBuiltService>[] = [];
  let notifications: ReturnType<typeof startBuiltService> | undefined;
  let notificationsEnv: Record<string, string>;
  let base: string;
  let eurRate: string;
  let day: string;
  const totals = { faults: 0, requests: 0, unavailable: 0, orders: 0, emails: 0 };
  const { placeBatch, expectEachEmailedOnce } = orderBatches({
    base: () => base,
    eurRate: () => eurRate,
    collectionDate: () => day,
    inbox,
    branchInbox,
    totals,
    everyOutput,
  });

  beforeAll(async () => {
    await inbox.start();
    database = await createTestDatabase('mailfault');
    namespace = uniqueNamespace('mailfault');
    amqp = await TcpProxy.start(testUrls.amqp, 5672);
    redis = await TcpProxy.start(testUrls.redis, 6379);
    smtp = await TcpProxy.start(inbox.url, 25);
    const shared = {
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      AMQP_URL: amqp.urlFor(testUrls.amqp),
      REDIS_URL: redis.urlFor(testUrls.redis),
    };
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    notificationsEnv = {
      ...shared,
      SMTP_URL: smtp.urlFor(inbox.url),
      SMTP_TIMEOUT_MS: '2000',
      BRANCH_INBOX: branchInbox,
      // Retries 0.25, 0.5, 1, 2 and 4 s apart: an e-mail gives up about 8 s after its first try.
      MAIL_ATTEMPTS: '6',
      MAIL_BACKOFF_MS: '250',
    };
    others = [
      startBuiltService('rates', shared),
      startBuiltService('orders', { ...shared, COMPLIANCE_SCREENING: 'off' }),
      startBuiltService('identity', shared),
      // The platform's health asks it too; card payments are off here (PAYMENTS_PROVIDER=off).
      startBuiltService('payments', shared),
      // The platform's health asks it too (orders here take orders unscreened).
      startBuiltService('compliance', shared),
      startBuiltService('gateway', {
        ...shared,
        PORT: String(port),
        HOST: '127.0.0.1',
        SPA_DIR: 'none',
        FIREBASE_PROJECT_ID: 'demo-fx',
        FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
        // One client places hundreds of orders a minute here.
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      }),
    ];
    notifications = startBuiltService('notifications', notificationsEnv);
    // The platform's health asks every service, the notifications service included: a service
    // answers only once its event queues are bound, so no order's event can miss it.
    await waitForHttp(
      base,
      ['/api/v1/health', '/api/v1/branches', '/api/v1/currencies/EUR'],
      everyOutput,
    );
    const eur = (await (await fetch(`${base}/api/v1/currencies/EUR`)).json()) as PricedCurrency;
    eurRate = eur.rates.collect;
    day = await collectionDate(base, ['EUR']);
    await notificationsReady();
  }, 150_000);

  afterAll(async () => {
    console.log(
      `faults between an order and its e-mails: ${totals.faults} faults injected, ` +
        `${totals.requests} order requests sent (${totals.unavailable} answered 503 and retried), ` +
        `${totals.orders} orders placed, ${totals.emails} e-mails expected and received once each`,
    );
    await notifications?.stop();
    await Promise.all(others.map((other) => other.stop()));
    await Promise.all([amqp, redis, smtp].map((proxy) => proxy?.close()));
    await database?.drop();
    await inbox.close();
  });

  function everyOutput(): string {
    return [...others, ...(notifications ? [notifications] : [])]
      .map((service) => service.output())
      .join('\n')
      .slice(-8000);
  }

  /** The notifications service is consuming once an order placed now gets its e-mail. */
  async function notificationsReady(): Promise<void> {
    const batch = await placeBatch('ready', 1, 1);
    await expectEachEmailedOnce(batch, 45_000);
  }

  async function ordersInDatabase(): Promise<number> {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM orders.orders',
      );
      return rows[0]!.count;
    } finally {
      await db.end();
    }
  }

  /** `npm run ops -- <command>` as an operator runs it, pointed at this test's platform. */
  async function ops(command: string): Promise<string> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'scripts/ops.mjs'), command],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          AMQP_URL: testUrls.amqp,
          AMQP_NAMESPACE: namespace,
          REDIS_URL: testUrls.redis,
          REDIS_KEY_PREFIX: namespace,
        },
      },
    );
    return stdout;
  }

  it('delivers all 200 confirmations exactly once when the connection to RabbitMQ is cut and restored mid-batch', async () => {
    const before = await ordersInDatabase();
    let cut = false;
    const placed = placeBatch('rabbit', 200, 8, (count) => {
      if (count === 60 && !cut) {
        cut = true;
        totals.faults += 1;
        amqp.cut();
        setTimeout(() => amqp.restore(), 3000);
      }
    });
    const batch = await placed;
    expect(cut).toBe(true);
    expect(batch.orderNumbers.size).toBe(200);
    expect(await ordersInDatabase()).toBe(before + 200);
    await expectEachEmailedOnce(batch, 90_000);
  }, 240_000);

  it('sends the e-mails when the SMTP server returns, and shows operators the ones that failed for good', async () => {
    totals.faults += 1;
    smtp.cut();
    // Placed early in the outage: every attempt fails, and they are kept as failed.
    const early = await placeBatch('smtp-early', 5, 5);
    await eventually(async () => /\b10 failed\b/.test(await ops('status')), 30_000, 500);
    const failed = await ops('mail:failed');
    for (const line of ['order-confirmation', 'branch-alert'])
      expect(failed.split('\n').filter((row) => row.includes(line))).toHaveLength(5);
    // Placed just before it comes back: they are waiting to retry, and go out on their own.
    const late = await placeBatch('smtp-late', 5, 5);
    await eventually(async () => /\b[1-9]\d* delayed\b/.test(await ops('status')), 10_000, 100);
    smtp.restore();
    await expectEachEmailedOnce(late, 30_000);
    expect(early.emails.filter((email) => inbox.to(email).length > 0)).toEqual([]);

    // The operator retries the failed ones (docs/operations.md): each goes out once.
    expect(await ops('mail:retry')).toContain('Queued 10 failed e-mails again.');
    await expectEachEmailedOnce(early, 30_000);
    expect(await ops('status')).toMatch(/\b0 failed\b/);
  }, 120_000);

  it('sends no e-mail twice and loses none when the notifications service restarts mid-batch', async () => {
    inbox.delayMs = 80;
    try {
      const batch = await placeBatch('restart', 60, 6);
      // Some e-mails have gone, many have not: restart it now, as a deploy would.
      await eventually(
        () => inbox.messages.filter((mail) => addressOf(mail.to).startsWith('restart-')).length > 5,
        30_000,
        20,
      );
      totals.faults += 1;
      await notifications!.stop();
      const sentBeforeRestart = inbox.messages.filter((mail) =>
        addressOf(mail.to).startsWith('restart-'),
      ).length;
      expect(sentBeforeRestart).toBeLessThan(batch.emails.length);
      notifications = startBuiltService('notifications', notificationsEnv);
      await expectEachEmailedOnce(batch, 60_000);
    } finally {
      inbox.delayMs = 0;
    }
  }, 120_000);

  it('keeps serving the rate table while Redis is unreachable, and sends the queued e-mails when it returns', async () => {
    totals.faults += 1;
    redis.cut();
    let batch: Batch;
    try {
      const table = await fetch(`${base}/api/v1/currencies`);
      expect(table.status).toBe(200);
      const { currencies } = (await table.json()) as { currencies: unknown[] };
      expect(currencies.length).toBeGreaterThan(70);
      batch = await placeBatch('redis', 10, 5);
      await sleep(2000);
      // Nothing can be queued or sent without Redis...
      expect(batch.emails.filter((email) => inbox.to(email).length > 0)).toEqual([]);
    } finally {
      redis.restore();
    }
    // ...and everything goes once it is back.
    await expectEachEmailedOnce(batch, 60_000);
  }, 120_000);
});
