import { randomUUID } from 'node:crypto';
import { dayLabel } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { eventually, parseMetrics, sampleValue } from '@fx/service-kit/testing';
import { MailQueue } from '../src/mail/mail-queue';
import { placeOrder } from './support/gateway-orders';
import { mailStack } from './support/mail-stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Order e-mails end to end: an order placed through the gateway (its own process, with the real
 * rates and orders services) reaches a real SMTP server inside the test, through RabbitMQ, the
 * notifications service, BullMQ on Redis and nodemailer.
 */
describe('order e-mails', () => {
  const stack = mailStack();
  const { inbox, branchInbox, post } = stack;

  it('confirms an order placed through the gateway, with its collection day, every line, the notice and names escaped', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const hostile = '<script>alert("x")</script>';
    const order = await placeOrder(stack.base, hostile, email);

    const [mail] = await eventually(() => inbox.to(email).length === 1 && inbox.to(email), 20_000);
    expect(mail!.subject).toBe(`Your Click & Collect order ${order.orderNumber}`);
    const html = mail!.html as string;
    const text = mail!.text!;
    // The day the customer chose, where they read the order and in the notice: "Thursday 26 November".
    const day = dayLabel(order.collectionDate!);
    expect(html).toContain(`Collection day: <strong>${day}</strong>`);
    expect(text).toContain(`Collection day: ${day}`);
    expect(text).toContain(`Please collect your order on ${day}, within our office hours`);
    for (const part of [html, text]) {
      expect(part).toContain(order.orderNumber);
      expect(part).toContain('Important Notification');
      expect(part).toContain('Orders are subject to stock and denomination availability.');
      expect(part).toContain('payment card must be in the name on the order');
      expect(part).toContain('Booking Details');
      expect(part).toContain('High Street North');
      expect(part).toContain('07700 900456');
      for (const line of order.lines) {
        expect(part).toContain(line.rate);
        expect(part).toContain(line.currency);
      }
    }
    // Every line's amounts, formatted: "GBP 200.00" and e.g. "EUR 233.30".
    expect(html).toContain('GBP\u00a0200.00');
    expect(html).toContain('GBP\u00a0100.00');
    for (const line of order.lines) {
      const places = line.foreign.split('.')[1]?.length ?? 0;
      const amount = new Intl.NumberFormat('en-GB', {
        minimumFractionDigits: places,
        maximumFractionDigits: places,
      }).format(line.foreign as `${number}`);
      expect(html).toContain(`${line.currency}\u00a0${amount}`);
    }
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');

    const [alert] = await eventually(
      () =>
        inbox.to(branchInbox).filter((m) => m.subject?.includes(order.orderNumber)).length === 1 &&
        inbox.to(branchInbox).filter((m) => m.subject?.includes(order.orderNumber)),
      20_000,
    );
    expect(alert!.subject).toBe(`New Click & Collect order ${order.orderNumber}: GBP 300.00`);
    expect(alert!.replyTo?.text).toContain(email);
    expect(alert!.text).toContain(`Collection day: ${day}`);
  });

  it('tells the customer their order is ready, with the rate guarantee, when the branch accepts it', async () => {
    const email = `ready-${randomUUID().slice(0, 8)}@example.com`;
    const order = await placeOrder(stack.base, 'Ready', email);
    const client = new RpcClient(stack.connection, 5000);
    const list = await client.request('orders.admin.list', {
      status: 'pending',
      page: 1,
      pageSize: 50,
    });
    const { id } = list.orders.find((o) => o.orderNumber === order.orderNumber)!;
    const accepted = await client.request('orders.admin.accept', {
      id,
      by: { kind: 'staff', id: 'clerk@highstreetfx.test' },
    });
    const guarantee = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(accepted.rateGuaranteedUntil!));
    const mail = await eventually(
      () => inbox.to(email).find((m) => m.subject?.includes('ready for collection')),
      20_000,
    );
    expect(mail.subject).toBe(`Your order ${order.orderNumber} is ready for collection`);
    expect(mail.text).toContain(`Collection day: ${dayLabel(order.collectionDate!)}`);
    expect(mail.text).toContain(`Your rates are guaranteed until ${guarantee}`);
    expect(mail.text).toContain('Monday to Saturday 09:00–18:00');
    expect(mail.text).toContain('valid passport');
    await client.close();
  });

  it('sends an OrderPlaced delivered twice only once, an order of before collection days as it was', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const id = randomUUID();
    const payload = {
      order: {
        orderId: randomUUID(),
        orderNumber: '55555555',
        way: 'sell' as const,
        customer: { firstName: 'Twice', lastName: 'Sent', email, phone: '07700 900789' },
        branch: {
          id: 'high-street-north',
          name: 'Highstreet FX, High Street North',
          address: '112 High Street North, London',
          phone: '020 7946 0112',
          openingHours: 'Monday to Saturday 09:00–18:00',
        },
        lines: [{ currency: 'USD', rate: '1.2500', gbp: '80.00', foreign: '100.00' }],
        totalGbp: '80.00',
        placedAt: new Date().toISOString(),
      },
    };
    await stack.publisher.publish('order.placed', payload, { id });
    await stack.publisher.publish('order.placed', payload, { id });
    await eventually(() => inbox.to(email).length === 1, 20_000);
    await eventually(() => inbox.to(branchInbox).some((m) => m.subject?.includes('55555555')));
    await sleep(1500);
    expect(inbox.to(email)).toHaveLength(1);
    expect(inbox.to(email)[0]!.subject).toBe('Your Click & Sell order 55555555');
    // Placed before customers chose a day: no day is named, and the notice reads as it did.
    const { text } = inbox.to(email)[0]!;
    expect(text).toContain('Please bring the currency to the branch within our office hours');
    expect(text).not.toContain('Collection day');
  });

  it('delivers exactly one e-mail when the SMTP server refuses the first two attempts', async () => {
    inbox.refused = 0;
    inbox.refuse(2);
    const response = await post('/api/v1/contact', {
      name: 'Ann <b>Bold</b>',
      email: 'ann@example.com',
      phone: '07700 900111',
      message: 'Do you stock Icelandic krona?\nThanks',
    });
    expect(response.status).toBe(202);
    const { reference } = (await response.json()) as { reference: string };
    const mail = await eventually(
      () => inbox.to(branchInbox).find((m) => m.subject?.includes(reference)),
      20_000,
    );
    await sleep(1000);
    expect(inbox.refused).toBe(2);
    expect(inbox.to(branchInbox).filter((m) => m.subject?.includes(reference))).toHaveLength(1);
    expect(mail.replyTo?.text).toContain('ann@example.com');
    expect(mail.text).toContain('Do you stock Icelandic krona?');
    expect(mail.html).toContain('Ann &lt;b&gt;Bold&lt;/b&gt;');
    expect(await stack.app.get(MailQueue).counts()).toMatchObject({ failed: 0 });
  });

  it('keeps an e-mail as failed after the last attempt', async () => {
    inbox.refuse(4);
    const response = await post('/api/v1/contact', {
      name: 'Never Delivered',
      email: 'never@example.com',
      message: 'Hello',
    });
    expect(response.status).toBe(202);
    await eventually(async () => (await stack.app.get(MailQueue).counts()).failed === 1, 20_000);
    expect(inbox.messages.some((m) => m.text?.includes('Never Delivered'))).toBe(false);
  });

  it('refuses a contact message without the essentials, saying which field', async () => {
    const response = await post('/api/v1/contact', { name: '', email: 'nope', message: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      details: expect.arrayContaining([
        { field: 'name', message: 'Enter your name' },
        { field: 'email', message: 'Enter a valid e-mail address' },
        { field: 'message', message: 'Write your message' },
      ]),
    });
  });

  it('counts in its metrics the e-mails sent, retried and failed, and the failed jobs', async () => {
    const scrape = async () => (await fetch(`${await stack.app.getUrl()}/metrics`)).text();
    const contacts = (text: string, outcome: string) =>
      sampleValue(text, 'fx_emails_total', { template: 'contact-message', outcome });
    const before = await scrape();
    const contact = async (name: string) =>
      expect(
        (await post('/api/v1/contact', { name, email: 'm@example.com', message: 'Hi' })).status,
      ).toBe(202);
    inbox.refuse(4); // every attempt of the first: it retries three times, then fails
    await contact('Metrics Refused');
    await eventually(async () => contacts(await scrape(), 'failed') > contacts(before, 'failed'));
    await contact('Metrics Sent');
    const after = await eventually(async () => {
      const text = await scrape();
      return contacts(text, 'sent') > contacts(before, 'sent') && text;
    });
    const moved = (outcome: string) => contacts(after, outcome) - contacts(before, outcome);
    expect([moved('sent'), moved('retrying'), moved('failed')]).toEqual([1, 3, 1]);
    const jobs = parseMetrics(after).filter((sample) => sample.name === 'fx_email_jobs');
    expect(jobs.map((sample) => sample.labels.state).sort()).toEqual([
      'active',
      'delayed',
      'failed',
      'waiting',
    ]);
    const failedJobs = (text: string) => sampleValue(text, 'fx_email_jobs', { state: 'failed' });
    expect(failedJobs(after)).toBe(failedJobs(before) + 1);
  });
});
