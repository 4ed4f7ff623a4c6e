import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '@fx/service-kit';
import { eventually, sampleValue } from '@fx/service-kit/testing';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

/** What an operator reads of the orders service on its health port, as Prometheus scrapes it. */
describe('orders metrics on real Postgres, Redis, RabbitMQ and the rates service', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await startOrdersStack('orders-metrics');
  });

  afterAll(() => stack?.close());

  const { orderOf, place, placeInProcess, placed, domainError } = orderHelpers(() => stack);
  const placedByWay = async () => {
    const text = await stack.metrics();
    return {
      collect: sampleValue(text, 'fx_orders_placed_total', { way: 'collect', service: 'orders' }),
      sell: sampleValue(text, 'fx_orders_placed_total', { way: 'sell', service: 'orders' }),
    };
  };

  it('counts each order placed by its way, and neither a refused order nor a repeated Idempotency-Key', async () => {
    const before = await placedByWay();
    const key = randomUUID();
    const collect = await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }]);
    expect(await place(collect, key)).toMatchObject({ replayed: false });
    expect(await place(collect, key)).toMatchObject({ replayed: true });
    await placed(await orderOf([{ currency: 'USD', amount: '200', side: 'foreign' }], 'sell'));
    await placed(await orderOf([{ currency: 'USD', amount: '300', side: 'foreign' }], 'sell'));
    const tooSmall = await orderOf([{ currency: 'EUR', amount: '40', side: 'gbp' }]);
    expect((await domainError(place(tooSmall))).code).toBe('ORDER_LINES_INVALID');
    const unknownBranch = { ...collect, branchId: 'no-such-branch' };
    expect((await domainError(place(unknownBranch))).code).toBe('BRANCH_UNKNOWN');

    expect(await placedByWay()).toEqual({ collect: before.collect + 1, sell: before.sell + 2 });
  });

  it('shows the outbox backlog and its oldest event while the broker is unreachable, and none once sent', async () => {
    const outbox = async () => {
      const text = await stack.metrics();
      return {
        backlog: sampleValue(text, 'fx_outbox_backlog'),
        oldestAge: sampleValue(text, 'fx_outbox_oldest_age_seconds'),
        present:
          /^fx_outbox_backlog\{/m.test(text) && /^fx_outbox_oldest_age_seconds\{/m.test(text),
      };
    };
    await eventually(async () => (await outbox()).backlog === 0, 10_000);
    expect(await outbox()).toEqual({ backlog: 0, oldestAge: 0, present: true });

    const order = await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }]);
    const connection = stack.service.app.get(AmqpConnection);
    stack.proxy.cut();
    try {
      await eventually(() => !connection.isConnected(), 10_000);
      expect((await placeInProcess(order)).replayed).toBe(false);
      const waiting = await eventually(async () => {
        const now = await outbox();
        return now.oldestAge > 0 && now;
      }, 5000);
      expect(waiting.backlog).toBe(1);
    } finally {
      stack.proxy.restore();
    }
    await eventually(async () => (await outbox()).backlog === 0, 30_000);
    expect(await outbox()).toMatchObject({ backlog: 0, oldestAge: 0 });
  }, 60_000);
});
