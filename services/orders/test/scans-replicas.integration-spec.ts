// The orders service's scans with three instances on one database and broker (a Swarm service
// with three replicas): a tick on every instance at once still reminds a customer once (one
// e-mail, through the real notifications service and SMTP) and erases an order once.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import {
  SmtpInbox,
  bootReplicas,
  eventually,
  memoryLogger,
  serviceTestEnv,
  startBuiltService,
  testClock,
} from '@fx/service-kit/testing';
import type { BuiltService } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { BuyBackReminders } from '../src/orders/buy-back-reminders/buy-back-reminders';
import { Retention } from '../src/orders/retention/retention';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

const DAY_MS = 86_400_000;
const staff = { kind: 'staff' as const, id: 'clerk-1' };

describe('scans of due orders with three orders instances', () => {
  const { logger } = memoryLogger('orders');
  const inbox = new SmtpInbox();
  let stack: OrdersStack;
  let replicas: INestApplication[] = [];
  let notifications: BuiltService;

  beforeAll(async () => {
    await inbox.start();
    stack = await startOrdersStack('orders-replicas');
    // Two more instances of the orders service beside the stack's own: three in all.
    replicas = await bootReplicas(2, () => AppModule.register(stack.settings, logger));
    notifications = startBuiltService('notifications', {
      ...serviceTestEnv({ namespace: stack.namespace, redis: true }),
      SMTP_URL: inbox.url,
      SITE_URL: 'https://highstreetfx.test',
    });
    // Its queues are bound once it answers: no reminder published from then on can miss it.
    await eventually(
      () => stack.service.client.request('notifications.health', {}).then(() => true),
      60_000,
      250,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${notifications.output()}`);
    });
  }, 120_000);

  afterAll(async () => {
    await notifications?.stop();
    await Promise.all(replicas.map((app) => app.close()));
    await stack?.close();
    await inbox.close();
  });

  const { orderOf, placed, place } = orderHelpers(() => stack);
  const instances = () => [stack.service.app, ...replicas];
  /** One tick of a scan: every instance's timer fires at once. */
  const tick = (scan: typeof BuyBackReminders | typeof Retention) =>
    Promise.all(instances().map((app) => app.get<BuyBackReminders | Retention>(scan).runDue()));
  const eventsOf = (type: string, orderId: string) =>
    stack.events.filter(
      (event) =>
        event.type === type &&
        [
          (event.payload as { orderId?: string }).orderId,
          (event.payload as { order?: { orderId?: string } }).order?.orderId,
        ].includes(orderId),
    );

  it('sends a buy-back reminder e-mail once when every instance scans at the same moment', async () => {
    const order = await orderOf([{ currency: 'EUR', amount: '200', side: 'gbp' }]);
    const view = await placed({ ...order, payment: 'card', buyBack: true });
    const { rows } = await stack.sql.query<{ id: string }>(
      'SELECT id FROM orders.orders WHERE order_number = $1',
      [view.orderNumber],
    );
    const orderId = rows[0]!.id;
    // Paid 28 days ago: the guarantee's reminder day (3 days before its end) has come.
    await stack.publish('payment.authorised', {
      orderId,
      paymentId: randomUUID(),
      amountPence: 20_000,
      card: { brand: 'visa', last4: '5556', funding: 'debit' },
      authorisedAt: new Date(testClock().now().getTime() - 28 * DAY_MS).toISOString(),
    });
    await eventually(() => eventsOf('order.placed', orderId).length === 1);

    await tick(BuyBackReminders);
    await tick(BuyBackReminders);

    const reminders = () =>
      inbox
        .to(order.customer.email)
        .filter((mail) => /buy-back guarantee ends/.test(mail.subject ?? ''));
    await eventually(() => reminders().length > 0, 30_000);
    await sleep(1500);
    expect(eventsOf('order.buy_back_ending', orderId)).toHaveLength(1);
    expect(reminders()).toHaveLength(1);
  }, 60_000);

  it('erases an order past its retention once when every instance scans at the same moment', async () => {
    const order = await orderOf([{ currency: 'EUR', amount: '300', side: 'gbp' }]);
    const { orderId } = await place(order);
    await stack.service.client.request('orders.admin.accept', { id: orderId, by: staff });
    await stack.service.client.request('orders.admin.complete', {
      id: orderId,
      by: staff,
      idCheckId: randomUUID(),
    });
    await stack.sql.query(
      `WITH o AS (UPDATE orders.orders SET completed_at = completed_at - interval '6 years',
                         placed_at = placed_at - interval '6 years' WHERE id = $1)
       UPDATE orders.status_changes SET at = at - interval '6 years' WHERE order_id = $1`,
      [orderId],
    );

    await tick(Retention);

    await eventually(() => eventsOf('order.personal_data_erased', orderId).length > 0);
    await sleep(1000);
    expect(eventsOf('order.personal_data_erased', orderId)).toHaveLength(1);
  });
});
