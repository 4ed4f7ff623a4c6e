import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '@fx/service-kit';
import { eventually } from '@fx/service-kit/testing';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

/** Order events leave through the outbox: through a broker outage and after a stopped process. */
describe('the orders outbox on real Postgres, Redis, RabbitMQ and the rates service', () => {
  let stack: OrdersStack;
  let service: OrdersStack['service'];
  let events: OrdersStack['events'];
  let proxy: OrdersStack['proxy'];
  let sql: OrdersStack['sql'];

  beforeAll(async () => {
    stack = await startOrdersStack('orders-outbox');
    ({ service, events, proxy, sql } = stack);
  });

  afterAll(() => stack?.close());

  const { orderOf, placeInProcess, placed } = orderHelpers(() => stack);

  describe('the outbox', () => {
    it('gives the customer an order number while the broker is unreachable, and sends the event once it is back', async () => {
      const order = await orderOf([{ currency: 'EUR', amount: '200', side: 'gbp' }], 'collect', {
        email: 'outage@example.com',
        confirmEmail: 'outage@example.com',
      });
      const connection = service.app.get(AmqpConnection);
      proxy.cut();
      await eventually(() => !connection.isConnected(), 10_000);

      const { orderNumber } = (await placeInProcess(order)).order;
      expect(orderNumber).toMatch(/^\d{8}$/);

      const sentAt = async () =>
        (
          await sql.query(
            `SELECT sent_at FROM orders.outbox
              WHERE type = 'order.placed' AND payload -> 'order' ->> 'orderNumber' = $1`,
            [orderNumber],
          )
        ).rows[0] as { sent_at: Date | null } | undefined;
      const published = () =>
        events.find(
          (e) =>
            e.type === 'order.placed' &&
            (e.payload as { order: { orderNumber: string } }).order.orderNumber === orderNumber,
        );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await sentAt()).toEqual({ sent_at: null });
      expect(published()).toBeUndefined();

      proxy.restore();
      const event = await eventually(published, 30_000);
      expect(event.payload).toMatchObject({
        order: {
          orderNumber,
          customer: { email: 'outage@example.com' },
          totalGbp: '200.00',
          collectionDate: order.collectionDate,
        },
      });
      await eventually(async () => (await sentAt())?.sent_at instanceof Date);
    }, 60_000);

    it('sends an event a stopped process wrote but never published, and marks it sent', async () => {
      const placedEarlier = await placed(
        await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }]),
      );
      // As a process leaves it when it stops between its commit and the broker's confirm (a
      // minute ago: the sweep leaves the last seconds' events to the process that wrote them).
      const eventId = randomUUID();
      await sql.query(
        `INSERT INTO orders.outbox (event_id, type, payload, correlation_id, occurred_at)
         SELECT $1, type, payload, correlation_id, occurred_at - interval '1 minute'
           FROM orders.outbox
          WHERE type = 'order.placed' AND payload -> 'order' ->> 'orderNumber' = $2`,
        [eventId, placedEarlier.orderNumber],
      );
      const event = await eventually(() => events.find((each) => each.id === eventId), 10_000);
      expect(event.payload).toMatchObject({ order: { orderNumber: placedEarlier.orderNumber } });
      const unsent = async () =>
        (await sql.query('SELECT count(*)::int AS n FROM orders.outbox WHERE sent_at IS NULL'))
          .rows[0] as { n: number };
      await eventually(async () => (await unsent()).n === 0, 10_000);
    });

    it('reports Postgres, Redis, RabbitMQ and the outbox up', async () => {
      await eventually(async () => {
        const health = await service.client.request('orders.health', {});
        return health.status === 'up' && health;
      }, 15_000).then((health) =>
        expect(Object.keys(health.checks).sort()).toEqual(
          expect.arrayContaining(['outbox', 'postgres', 'rabbitmq']),
        ),
      );
    });
  });
});
