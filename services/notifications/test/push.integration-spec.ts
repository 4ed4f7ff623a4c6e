import { randomUUID } from 'node:crypto';
import type { EventPayload, OrderSnapshot, PushDevice } from '@fx/contracts';
import type { EventPublisher, RpcClient } from '@fx/service-kit';
import { eventually, testClock } from '@fx/service-kit/testing';
import { CLAIM_LEASE_MS } from '../src/push/push-notifier';
import { SAMPLE_EMAILS } from '../src/templates/samples';
import { usePushStack } from './support/push-stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rate alerts and order updates pushed through a local push service (web-push-testing), with the
 * e-mails to a real SMTP server, the devices in real PostgreSQL and the events on real RabbitMQ.
 */
describe('web push (real PostgreSQL, RabbitMQ, SMTP and a local push service)', () => {
  const stack = usePushStack();
  const { pushService, customer, device, fire, withDatabase, pushesTo, alertMailsTo } = stack;
  let publisher: EventPublisher;
  let rpc: RpcClient;

  beforeAll(() => {
    ({ publisher, rpc } = stack.started);
  });

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
    const { rows } = await withDatabase((db) =>
      db.query('SELECT count(*)::int AS n FROM notifications.push_subscriptions WHERE email = $1', [
        email,
      ]),
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  describe('a push claimed by a delivery that died before sending', () => {
    /** A claim of the push of `alertId` to `deviceId`, made `ageMs` ago and never marked sent. */
    const claimUnsent = (alertId: string, deviceId: string, ageMs: number) =>
      withDatabase((db) =>
        db.query(
          `INSERT INTO notifications.push_deliveries
             (event_id, subscription_id, claim_id, claimed_at)
           VALUES ($1, $2, $3, $4::timestamptz - $5 * interval '1 millisecond')`,
          [alertId, deviceId, randomUUID(), testClock().now(), ageMs],
        ),
      );
    const sentAt = (alertId: string) =>
      withDatabase(async (db) => {
        const { rows } = await db.query<{ sent_at: Date | null }>(
          'SELECT sent_at FROM notifications.push_deliveries WHERE event_id = $1',
          [alertId],
        );
        return rows.map((row) => row.sent_at);
      });

    it('is pushed exactly once by the redelivered event once the claim is older than its lease', async () => {
      const email = customer('crashed');
      const { subscription, registered } = await device(email);
      const alertId = randomUUID();
      // The first delivery claimed the push, then the process died: no push, no sent_at.
      await claimUnsent(alertId, registered.id, CLAIM_LEASE_MS + 60_000);

      await fire(email, 'push', alertId);
      await eventually(async () => (await pushesTo(subscription)).length > 0, 20_000);
      await fire(email, 'push', alertId);
      await sleep(2500);
      expect(await pushesTo(subscription)).toHaveLength(1);
      expect(await sentAt(alertId)).toEqual([expect.any(Date)]);
      expect(alertMailsTo(email)).toHaveLength(0);
    });

    it('is left to a claim still in its lease, the event retried until that claim ends, then pushed once', async () => {
      const email = customer('in-flight');
      const { subscription, registered } = await device(email);
      const alertId = randomUUID();
      // Another delivery claimed it a moment ago, and may be sending it now.
      await claimUnsent(alertId, registered.id, 0);

      await fire(email, 'push', alertId);
      // Retried every 2 s meanwhile, and never sent a second time alongside that delivery.
      await sleep(5000);
      expect(await pushesTo(subscription)).toEqual([]);
      expect(await sentAt(alertId)).toEqual([null]);

      // That delivery died: its claim outlives the lease, and the retried event pushes.
      await withDatabase((db) =>
        db.query(
          `UPDATE notifications.push_deliveries
              SET claimed_at = claimed_at - $2 * interval '1 millisecond' WHERE event_id = $1`,
          [alertId, CLAIM_LEASE_MS],
        ),
      );
      await eventually(async () => (await pushesTo(subscription)).length > 0, 20_000);
      await sleep(2500);
      expect(await pushesTo(subscription)).toHaveLength(1);
      expect(await sentAt(alertId)).toEqual([expect.any(Date)]);
    });
  });
});
