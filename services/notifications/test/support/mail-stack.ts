import type { INestApplication } from '@nestjs/common';
import { AmqpConnection, EventPublisher } from '@fx/service-kit';
import {
  bootServiceForTest,
  createTestDatabase,
  freePort,
  waitForHttp,
  memoryLogger,
  SmtpInbox,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../../src/app.module';
import { loadEnv } from '../../src/config/env';

/** What the order e-mail tests drive: set once the stack is up (in beforeAll). */
export interface MailStack {
  inbox: SmtpInbox;
  branchInbox: string;
  /** The notifications service, booted in the test's process, its health port listening. */
  app: INestApplication;
  connection: AmqpConnection;
  publisher: EventPublisher;
  /** The gateway's address. */
  base: string;
  /** A JSON POST to the gateway. */
  post: (path: string, body: unknown) => Promise<Response>;
}

/**
 * The stack of the order e-mail tests, started before them and stopped after: the gateway, the
 * rates and orders services (their own processes), a real SMTP server inside the test, and the
 * notifications service in the test's process.
 */
export function mailStack(): MailStack {
  const { logger, lines } = memoryLogger('notifications');
  const stack = { inbox: new SmtpInbox(), branchInbox: 'branch@highstreetfx.test' } as MailStack;
  let database: TestDatabase;
  let others: ReturnType<typeof startBuiltService>[] = [];
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;

  beforeAll(async () => {
    await stack.inbox.start();
    database = await createTestDatabase('mail');
    const namespace = uniqueNamespace('mail');
    const shared = serviceTestEnv({ namespace, databaseUrl: database.url, redis: true });
    const port = await freePort();
    stack.base = `http://127.0.0.1:${port}`;
    others = [
      startBuiltService('rates', shared),
      startBuiltService('orders', { ...shared, COMPLIANCE_SCREENING: 'off' }),
      startBuiltService('gateway', {
        ...serviceTestEnv({ namespace, redis: true }),
        PORT: String(port),
        HOST: '127.0.0.1',
        SPA_DIR: 'none',
        FIREBASE_PROJECT_ID: 'demo-fx',
        FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
      }),
    ];
    const env = loadEnv({
      ...serviceTestEnv({ namespace, redis: true }),
      SMTP_URL: stack.inbox.url,
      BRANCH_INBOX: stack.branchInbox,
      MAIL_BACKOFF_MS: '100',
      MAIL_ATTEMPTS: '4',
      SITE_URL: 'https://highstreetfx.test',
    });
    service = await bootServiceForTest(AppModule.register(env, logger), namespace);
    stack.app = service.app;
    await service.app.listen(0, '127.0.0.1'); // its health port, where GET /metrics is scraped
    stack.connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'mail-test',
      namespace,
      logger,
      ephemeral: true,
    });
    stack.publisher = new EventPublisher(stack.connection);
    // Ready when the orders service answers and the rates service has priced both currencies.
    await waitForHttp(
      stack.base,
      ['/api/v1/branches', '/api/v1/currencies/EUR', '/api/v1/currencies/USD'],
      () => others.map((other) => other.output()).join('\n'),
    );
  }, 90_000);

  afterAll(async () => {
    if (process.env.DEBUG_MAIL) console.log(JSON.stringify(lines().slice(-40), null, 1));
    await stack.publisher?.close();
    await stack.connection?.close();
    await service?.close();
    await Promise.all(others.map((other) => other.stop()));
    await database?.drop();
    await stack.inbox.close();
  });

  stack.post = (path, body) =>
    fetch(`${stack.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return stack;
}
