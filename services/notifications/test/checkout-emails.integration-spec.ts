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
import { SAMPLE_EMAILS } from '../src/templates/samples';

/**
 * The e-mails of paying by card, delivery and the buy-back guarantee (issue 32): each order event
 * published on RabbitMQ as the orders service writes it, through the notifications service,
 * BullMQ on Redis and nodemailer, to a real SMTP server inside the test.
 */
describe('card payment, delivery and buy-back e-mails', () => {
  const { logger } = memoryLogger('notifications');
  const inbox = new SmtpInbox();
  const branchInbox = 'branch@highstreetfx.test';
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let connection: AmqpConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    await inbox.start();
    const namespace = uniqueNamespace('checkoutmail');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, redis: true }),
      SMTP_URL: inbox.url,
      BRANCH_INBOX: branchInbox,
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

  it('confirms a card order as paid, with the amount, the last four digits and the rate guaranteed', async () => {
    const to = customer('paid');
    const payload = sampleEvent<'order.placed'>('order-confirmation-paid', to);
    payload.order.orderNumber = '31400001';
    await publisher.publish('order.placed', payload);

    const mail = await mailTo(to);
    expect(mail.subject).toBe('Your Click & Collect order 31400001');
    for (const part of [mail.text, mail.html.replace(/<[^>]+>/g, '')]) {
      expect(part).toContain('Paid: GBP\u00a0750.00 by card ending 5556');
      expect(part).toContain('Your rates are guaranteed: you paid at these rates.');
      expect(part).toContain('Please bring the card you paid with');
      expect(part).not.toContain('Pay in store');
    }
    const alert = await eventually(
      () => inbox.to(branchInbox).find((m) => m.subject?.includes('31400001')),
      20_000,
    );
    expect(alert.subject).toBe('New Click & Collect order 31400001: GBP 750.00, paid by card');
    expect(alert.text).toContain('The card is authorised and charged when the order is accepted.');
  });

  it('tells a customer who reserved to pay in store', async () => {
    const to = customer('reserve');
    const payload = sampleEvent<'order.placed'>('order-confirmation-collect', to);
    payload.order.orderNumber = '31400002';
    payload.order.payment = { method: 'in_store', amountDueGbp: '750.00', card: null };
    await publisher.publish('order.placed', payload);

    const mail = await mailTo(to);
    expect(mail.text).toContain('Pay in store: GBP\u00a0750.00 when you collect your currency.');
    expect(mail.text).toContain('Total: GBP\u00a0750.00 to pay in the branch');
    expect(mail.text).not.toMatch(/Paid: |card ending/);
  });

  it('confirms a delivery with its address, its day, the fee and the buy-back guarantee', async () => {
    const to = customer('delivery');
    const payload = sampleEvent<'order.placed'>('order-confirmation-delivery', to);
    payload.order.orderNumber = '31400003';
    await publisher.publish('order.placed', payload);

    const { subject, text } = await mailTo(to);
    expect(subject).toBe('Your Home Delivery order 31400003');
    expect(text).toContain('Delivery day: Monday 23 November');
    expect(text).toContain('Delivery Address: 12 Acacia Avenue, Flat 2, Leeds LS1 4AP');
    expect(text).toContain('Delivery: free');
    expect(text).toContain('Buy-back guarantee: GBP\u00a03.99');
    expect(text).toContain('Paid: GBP\u00a0753.99 by card ending 5556');
    expect(text).toContain('at the rates you paid until Sunday 20 December');
    expect(text).not.toContain('Pickup Location');
    expect(text).not.toContain('Collection day');
  });

  it('sends the Royal Mail tracking number and the delivery day when the order is dispatched', async () => {
    const to = customer('dispatched');
    const payload = sampleEvent<'order.dispatched'>('order-dispatched', to);
    payload.order.orderNumber = '31400004';
    payload.trackingNumber = 'RN123456785GB';
    await publisher.publish('order.dispatched', payload);

    const { subject, html, text } = await mailTo(to);
    expect(subject).toBe('Your order 31400004 is on its way');
    expect(text).toContain('Your currency is on its way');
    expect(text).toContain('Royal Mail tracking number: RN123456785GB');
    expect(text).toContain('Delivery day: Monday 23 November');
    expect(html).toContain(
      'href="https://www.royalmail.com/track-your-item#/tracking-results/RN123456785GB"',
    );
  });

  it('reminds the customer when their buy-back guarantee ends, with the rates and what can be sold back', async () => {
    const to = customer('buyback');
    const payload = sampleEvent<'order.buy_back_ending'>('buy-back-ending', to);
    payload.order.orderNumber = '31400005';
    await publisher.publish('order.buy_back_ending', payload);

    const { subject, html, text } = await mailTo(to);
    expect(subject).toBe('Your buy-back guarantee ends on Sunday 20 December');
    expect(text).toContain('EUR: up to EUR\u00a0170.01 at 1.1334 EUR per £1');
    expect(text).toContain('JPY: up to JPY\u00a013,965 at 186.2044 JPY per £1');
    expect(html).toContain('href="https://highstreetfx.test/account/orders"');
  });

  it('says what comes back to the card when a paid order is cancelled: less the fee, or in full', async () => {
    const byCustomer = customer('cancelled');
    const cancelled = sampleEvent<'order.cancelled'>(
      'order-cancelled-paid-by-customer',
      byCustomer,
    );
    cancelled.order.orderNumber = '31400006';
    await publisher.publish('order.cancelled', cancelled);
    const byStaff = customer('refunded');
    const refunded = sampleEvent<'order.cancelled'>('order-cancelled-paid-by-staff', byStaff);
    refunded.order.orderNumber = '31400007';
    await publisher.publish('order.cancelled', refunded);

    const lessFee = await mailTo(byCustomer);
    expect(lessFee.subject).toBe('Your order 31400006 is cancelled');
    expect(lessFee.text).toContain(
      'We refund GBP\u00a0745.00 to your card ending 5556: the GBP\u00a0750.00 you paid less the cancellation fee of GBP\u00a05.00',
    );
    expect(lessFee.text).not.toContain('Nothing was charged');
    const inFull = await mailTo(byStaff);
    expect(inFull.text).toContain(
      'The full GBP\u00a0753.99 you paid comes back to your card ending 5556: we release the hold on it',
    );
  });
});
