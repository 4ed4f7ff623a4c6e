import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType, OrderSnapshot } from '@fx/contracts';
import { AmqpConnection, EventPublisher } from '@fx/service-kit';
import {
  bootServiceForTest,
  eventually,
  memoryLogger,
  serviceTestEnv,
  SmtpInbox,
  uniqueNamespace,
  testUrls,
} from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';
import { MailQueue } from '../src/mail/mail-queue';
import { SAMPLE_EMAILS } from '../src/templates/samples';

describe('compliance alerts and erasure of e-mail jobs', () => {
  const { logger } = memoryLogger('notifications');
  const inbox = new SmtpInbox();
  const branchInbox = 'branch@highstreetfx.test';
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let connection: AmqpConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    await inbox.start();
    const namespace = uniqueNamespace('compliancemail');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, redis: true }),
      SMTP_URL: inbox.url,
      BRANCH_INBOX: branchInbox,
      COMPLIANCE_ALERT_EMAIL: 'mlro@highstreetfx.test',
      MAIL_BACKOFF_MS: '100',
      SITE_URL: 'https://highstreetfx.test',
    });
    service = await bootServiceForTest(AppModule.register(env, logger), namespace);
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'checkout-mail-test',
      namespace,
      logger,
      ephemeral: true,
    });
    publisher = new EventPublisher(connection);
  }, 60_000);

  afterAll(async () => {
    await publisher?.close();
    await connection?.close();
    await service?.close();
    await inbox.close();
  });

  /** A sample e-mail's event, for a customer of its own (a new e-mail address and order). */
  function sampleEvent<K extends EventType>(sample: string, to: string): EventPayload<K> {
    const data = structuredClone(SAMPLE_EMAILS[sample]!.data) as { order: OrderSnapshot };
    data.order.orderId = randomUUID();
    data.order.customer.email = to;
    return data as EventPayload<K>;
  }

  const customer = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

  /** The one e-mail to `to`, once it arrived, with its HTML and text. */
  async function mailTo(to: string) {
    const [mail] = await eventually(() => inbox.to(to).length === 1 && inbox.to(to), 20_000);
    return { subject: mail!.subject!, html: mail!.html as string, text: mail!.text! };
  }

  it('e-mails a compliance alert to the nominated officer only', async () => {
    await publisher.publish('compliance.alert', {
      kind: 'list_stale',
      message: 'The sanctions list is 2 days old.',
      at: new Date().toISOString(),
    });
    const mail = await mailTo('mlro@highstreetfx.test');
    expect(mail.subject).toBe('Compliance alert: list stale');
    expect(mail.text).toContain('The sanctions list is 2 days old.');
  });

  it("removes an erased order's e-mail jobs, which held the customer's address", async () => {
    const to = customer('erased');
    const payload = sampleEvent<'order.placed'>('order-confirmation-paid', to);
    await publisher.publish('order.placed', payload);
    await mailTo(to);
    await eventually(() =>
      inbox.to(branchInbox).some((m) => m.subject?.includes(payload.order.orderNumber)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publisher.publish('order.personal_data_erased', {
      orderId: payload.order.orderId,
      orderNumber: payload.order.orderNumber,
      emailSha256: 'b'.repeat(64),
      lastOfCustomer: true,
      reason: 'retention',
      erasedAt: new Date().toISOString(),
    });
    const mail = service.app.get(MailQueue);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Nothing of the order is left to remove: the consumer removed both of its jobs.
    expect(await mail.removeJobsOfOrder(payload.order.orderId)).toBe(0);
  });
});
