import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { AlertChannel, EventPayload, OrderSnapshot, PushDevice } from '@fx/contracts';
import { AmqpConnection, EventPublisher, RpcClient } from '@fx/service-kit';
import {
  LocalPushService,
  bootServiceForTest,
  createTestDatabase,
  eventually,
  freePort,
  memoryLogger,
  serviceTestEnv,
  SmtpInbox,
  testClock,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase, TestSubscription } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { DEV_VAPID_KEYS, loadEnv } from '../src/config/env';
import { SAMPLE_EMAILS } from '../src/templates/samples';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rate alerts and order updates pushed through a local push service (web-push-testing), with the
 * e-mails to a real SMTP server, the devices in real PostgreSQL and the events on real RabbitMQ.
 */
describe('web push (real PostgreSQL, RabbitMQ, SMTP and a local push service)', () => {
  const { logger } = memoryLogger('notifications');
  const inbox = new SmtpInbox();
  const pushService = new LocalPushService();
  let database: TestDatabase;
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  let rpc: RpcClient;

  beforeAll(async () => {
    await inbox.start();
    await pushService.start(await freePort());
    database = await createTestDatabase('push');
    const namespace = uniqueNamespace('push');
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      SMTP_URL: inbox.url,
      MAIL_BACKOFF_MS: '100',
      SITE_URL: 'https://highstreetfx.test',
      PUSH_ENABLED: 'true',
    });
    service = await bootServiceForTest(AppModule.register(env, logger), namespace);
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'push-test',
      namespace,
      logger,
      ephemeral: true,
    });
    publisher = new EventPublisher(connection);
    rpc = new RpcClient(connection, 5000);
  }, 60_000);

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await connection?.close();
    await service?.close();
    await database?.drop();
    await pushService.close();
    await inbox.close();
  });

  const customer = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

  /** A browser of `email`'s subscribed at the push service and registered as their device. */
  async function device(email: string, wants: { alerts?: boolean; orders?: boolean } = {}) {
    const subscription = await pushService.subscribe(DEV_VAPID_KEYS.publicKey);
    const { clientHash: _, ...json } = subscription;
    const registered = await rpc.request('notifications.push.register', {
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
    return publisher.publish('alert.triggered', payload, { id: alertId });
  }

  const pushesTo = (subscription: TestSubscription) => pushService.received(subscription);
  const alertMailsTo = (email: string) =>
    inbox.to(email).filter((mail) => mail.subject?.includes('your rate alert'));

  it('pushes an alert set to push exactly once, encrypted, and sends no e-mail', async () => {
    const email = customer('push');
    const { subscription } = await device(email);
    const alertId = randomUUID();
    await fire(email, 'push', alertId);

    const [payload] = await eventually(async () => {
      const received = await pushesTo(subscription);
      return received.length > 0 && received;
    }, 20_000);
    expect(payload).toEqual({
      title: 'EUR is at 1.1850',
      body: 'Your rate alert: 1 GBP now buys 1.1850 EUR, at or above your target of 1.1800.',
      url: '/exchangeRates/EUR',
      tag: `alert-${alertId}`,
    });

    // The same event again (a redelivery): nothing more.
    await fire(email, 'push', alertId);
    await sleep(1500);
    expect(await pushesTo(subscription)).toHaveLength(1);
    expect(alertMailsTo(email)).toHaveLength(0);
    const [listed] = (await rpc.request('notifications.push.list', { email })).devices;
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
  });

  it('e-mails an e-mail-only alert (and one from before push) without pushing', async () => {
    const email = customer('mail');
    const { subscription } = await device(email);
    await fire(email, 'email');
    await fire(email, undefined);
    await eventually(() => alertMailsTo(email).length === 2, 20_000);
    await sleep(500);
    expect(await pushesTo(subscription)).toEqual([]);
  });

  it('e-mails and pushes an alert set to both, to every device of the owner wanting alerts', async () => {
    const email = customer('both');
    const phone = await device(email);
    const laptop = await device(email.toUpperCase());
    const ordersOnly = await device(email, { alerts: false, orders: true });
    const stranger = await device(customer('stranger'));
    await fire(email, 'both');

    await eventually(() => alertMailsTo(email).length === 1, 20_000);
    for (const { subscription } of [phone, laptop])
      await eventually(async () => (await pushesTo(subscription)).length === 1, 20_000);
    await sleep(500);
    expect(await pushesTo(ordersOnly.subscription)).toEqual([]);
    expect(await pushesTo(stranger.subscription)).toEqual([]);
  });

  it('e-mails a push-only alert whose owner has no device, so it is not lost', async () => {
    const email = customer('nodevice');
    await fire(email, 'push');
    await eventually(() => alertMailsTo(email).length === 1, 20_000);
  });

  it('removes a subscription the push service answers 410 Gone', async () => {
    const email = customer('gone');
    const kept = await device(email);
    const expired = await device(email);
    await pushService.expire(expired.subscription);
    await fire(email, 'push');

    await eventually(async () => (await pushesTo(kept.subscription)).length === 1, 20_000);
    const devices = await eventually(async () => {
      const { devices: left } = await rpc.request('notifications.push.list', { email });
      return left.length === 1 && left;
    }, 10_000);
    expect(devices.map((each: PushDevice) => each.id)).toEqual([kept.registered.id]);
  });

  it('pushes order updates to the devices that asked for them, once per event', async () => {
    const email = customer('orders');
    const wantsOrders = await device(email, { orders: true });
    const alertsOnly = await device(email);
    const sample = structuredClone(SAMPLE_EMAILS['order-accepted-collect']!.data) as {
      order: OrderSnapshot;
    };
    sample.order.orderId = randomUUID();
    sample.order.customer.email = email;
    const payload = sample as EventPayload<'order.accepted'>;
    const id = randomUUID();
    await publisher.publish('order.accepted', payload, { id });
    await publisher.publish('order.accepted', payload, { id });
    const [pushed] = await eventually(async () => {
      const received = await pushesTo(wantsOrders.subscription);
      return received.length > 0 && received;
    }, 20_000);
    expect(pushed).toEqual({
      title: `Order ${payload.order.orderNumber} is ready to collect`,
      body: `Collect it at ${payload.order.branch.name}.`,
      url: '/account/orders',
      tag: `order-${payload.order.orderNumber}`,
    });
    await sleep(1000);
    expect(await pushesTo(wantsOrders.subscription)).toHaveLength(1);
    expect(await pushesTo(alertsOnly.subscription)).toEqual([]);
  });

  it("lists a customer's devices for their data export, turns one off, and erases them all", async () => {
    const email = customer('rights');
    const first = await device(email, { orders: true });
    await device(email);
    const { devices } = await rpc.request('notifications.push.list', {
      email: email.toUpperCase(),
    });
    expect(devices).toHaveLength(2);
    expect(devices.find((each) => each.id === first.registered.id)).toEqual({
      id: first.registered.id,
      label: 'Chrome on Android',
      pushService: new URL(pushService.base).host,
      alerts: true,
      orders: true,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    await expect(
      rpc.request('notifications.push.remove', {
        id: first.registered.id,
        email: customer('other'),
      }),
    ).rejects.toMatchObject({ code: 'PUSH_DEVICE_NOT_FOUND' });
    await expect(
      rpc.request('notifications.push.remove', { id: first.registered.id, email }),
    ).resolves.toEqual({ deleted: true });
    await expect(rpc.request('notifications.push.eraseAll', { email })).resolves.toEqual({
      erased: 1,
    });
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM notifications.push_subscriptions WHERE email = $1',
        [email],
      );
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await db.end();
    }
  });
});
