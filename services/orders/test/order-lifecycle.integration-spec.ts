import { randomUUID } from 'node:crypto';
import { eventually, testClock } from '@fx/service-kit/testing';
import { idCheck } from './support/compliance';
import { newCustomer, orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

describe('orders service: order numbers, the lifecycle and the staff lists', () => {
  let stack: OrdersStack;
  let service: OrdersStack['service'];
  let numbers: OrdersStack['numbers'];
  let events: OrdersStack['events'];
  let patient: OrdersStack['patient'];
  let sql: OrdersStack['sql'];

  beforeAll(async () => {
    stack = await startOrdersStack('orders-lifecycle');
    ({ service, numbers, events, patient, sql } = stack);
  });

  afterAll(() => stack?.close());

  const { orderOf, place, placed, rowCount, domainError } = orderHelpers(() => stack);

  describe('idempotency and order numbers', () => {
    it('gives one order for two concurrent submits with the same Idempotency-Key', async () => {
      const key = randomUUID();
      const order = await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }], 'collect', {
        email: 'twice@example.com',
        confirmEmail: 'twice@example.com',
      });
      const [first, second] = await Promise.all([place(order, key), place(order, key)]);
      expect(second.order.orderNumber).toBe(first.order.orderNumber);
      expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
      expect(await rowCount('email = $1', ['twice@example.com'])).toBe(1);

      // Later, even after rates move, the same key gives the same order back.
      const again = await place(order, key);
      expect(again).toMatchObject({
        replayed: true,
        order: { orderNumber: first.order.orderNumber },
      });
    });

    it('refuses a key reused for a different order', async () => {
      const key = randomUUID();
      await placed(await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }]));
      expect(
        await place(await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }]), key),
      ).toMatchObject({ replayed: false });
      const other = await orderOf([{ currency: 'EUR', amount: '160', side: 'gbp' }]);
      expect(await domainError(place(other, key))).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        details: [
          { field: 'Idempotency-Key', message: expect.stringContaining('different order') },
        ],
      });
    });

    it('draws another number when a number is already taken', async () => {
      const order = await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }]);
      numbers.queue.push('31415926', '31415926', '27182818');
      const first = await placed(order);
      const second = await placed(order);
      expect(first.orderNumber).toBe('31415926');
      expect(second.orderNumber).toBe('27182818');
    });

    it('gives 1,000 concurrent placements 1,000 different 8-digit numbers', async () => {
      const order = await orderOf([{ currency: 'EUR', amount: '60', side: 'gbp' }]);
      // A thousand customers (one customer's would stop at the linked-order limit).
      const crowd = Array.from({ length: 1000 }, () => ({ ...order, customer: newCustomer() }));
      const results = await Promise.all(
        crowd.map((each) =>
          patient.request('orders.place', { order: each, placedBy: { kind: 'customer' } }),
        ),
      );
      const numbersSeen = new Set(results.map((result) => result.order.orderNumber));
      expect(numbersSeen.size).toBe(1000);
      expect([...numbersSeen].every((n) => /^\d{8}$/.test(n))).toBe(true);
      const emails = crowd.map((each) => each.customer.email);
      expect(await rowCount('email = ANY($1)', [emails])).toBe(1000);
    }, 120_000);
  });

  describe('the lifecycle', () => {
    const staff = { kind: 'staff' as const, id: 'clerk@highstreetfx.test' };
    const newOrder = async () =>
      (
        await service.client.request('orders.admin.list', {
          status: 'pending',
          page: 1,
          pageSize: 1,
        })
      ).orders[0]!;

    async function freshPending() {
      await placed(await orderOf([{ currency: 'EUR', amount: '120', side: 'gbp' }]));
      return newOrder();
    }

    const act = (action: 'accept' | 'complete' | 'delete', id: string) =>
      service.client.request(`orders.admin.${action}`, { id, by: staff, ...idCheck(action) });

    it('accepts a pending order, records who and when, and guarantees its rates for 24 hours', async () => {
      const { id } = await freshPending();
      const accepted = await act('accept', id);
      expect(accepted.status).toBe('accepted');
      expect(Date.parse(accepted.rateGuaranteedUntil!) - Date.parse(accepted.acceptedAt!)).toBe(
        24 * 3_600_000,
      );
      expect(accepted.history).toEqual([
        expect.objectContaining({ from: null, to: 'pending', by: { kind: 'customer' } }),
        expect.objectContaining({ from: 'pending', to: 'accepted', by: staff }),
      ]);
      // The answer is built from the order read once under its lock, not read back: it is the
      // order as stored.
      expect(await service.client.request('orders.admin.get', { id })).toEqual(accepted);
      const event = await eventually(() =>
        events.find(
          (e) =>
            e.type === 'order.accepted' &&
            (e.payload as { order: { orderId: string } }).order.orderId === id,
        ),
      );
      expect(event.payload).toMatchObject({
        acceptedBy: staff,
        rateGuaranteedUntil: accepted.rateGuaranteedUntil,
      });
    });

    it('allows every legal move and answers every other one with a conflict', async () => {
      const legal: [string, 'accept' | 'complete' | 'delete', string][] = [
        ['pending', 'accept', 'accepted'],
        ['pending', 'delete', 'cancelled'],
        ['accepted', 'complete', 'completed'],
        ['accepted', 'delete', 'cancelled'],
        ['completed', 'delete', 'archived'],
      ];
      const illegal: [string, 'accept' | 'complete' | 'delete'][] = [
        ['pending', 'complete'],
        ['accepted', 'accept'],
        ['completed', 'accept'],
        ['completed', 'complete'],
        ['cancelled', 'accept'],
        ['cancelled', 'complete'],
        ['cancelled', 'delete'],
        ['archived', 'accept'],
        ['archived', 'complete'],
        ['archived', 'delete'],
      ];
      // A refusal is named for what the order would have had to be.
      const refusalCode = {
        accept: 'ORDER_NOT_PENDING',
        complete: 'ORDER_NOT_ACCEPTED',
        delete: 'ORDER_ALREADY_REMOVED',
      } as const;
      const path: Record<string, ('accept' | 'complete' | 'delete')[]> = {
        pending: [],
        accepted: ['accept'],
        completed: ['accept', 'complete'],
        cancelled: ['delete'],
        archived: ['accept', 'complete', 'delete'],
      };
      const orderIn = async (status: string) => {
        const { id } = await freshPending();
        for (const step of path[status]!) await act(step, id);
        return id;
      };
      for (const [from, action, to] of legal) {
        const id = await orderIn(from);
        expect([from, action, (await act(action, id)).status]).toEqual([from, action, to]);
      }
      for (const [from, action] of illegal) {
        const id = await orderIn(from);
        const error = await domainError(act(action, id));
        expect([from, action, error.code]).toEqual([from, action, refusalCode[action]]);
        expect(error.message).toMatch(new RegExp(`is ${from} and cannot be`));
      }
      expect((await domainError(act('accept', randomUUID()))).code).toBe('ORDER_NOT_FOUND');
    });

    it('keeps deleted orders (AML retention) but shows them in no list', async () => {
      const { id, orderNumber } = await freshPending();
      await act('delete', id);
      for (const status of ['pending', 'accepted', 'completed'] as const) {
        const list = await service.client.request('orders.admin.list', {
          status,
          page: 1,
          pageSize: 200,
        });
        expect(list.orders.map((o) => o.id)).not.toContain(id);
      }
      const details = await service.client.request('orders.admin.get', { id });
      expect(details).toMatchObject({ orderNumber, status: 'cancelled' });
      expect(await rowCount('id = $1', [id])).toBe(1);
      await eventually(() =>
        events.find(
          (e) =>
            e.type === 'order.cancelled' &&
            (e.payload as { order: { orderId: string } }).order.orderId === id,
        ),
      );
    });
  });

  describe('lists and statistics', () => {
    it('lists by status newest first with the columns the dashboard shows, a page at a time', async () => {
      const first = await service.client.request('orders.admin.list', {
        status: 'pending',
        page: 1,
        pageSize: 3,
      });
      const second = await service.client.request('orders.admin.list', {
        status: 'pending',
        page: 2,
        pageSize: 3,
      });
      expect(first.total).toBe(await rowCount(`status = 'pending'`));
      const times = [...first.orders, ...second.orders].map((o) => Date.parse(o.placedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set([...first.orders, ...second.orders].map((o) => o.id)).size).toBe(6);
      expect(first.orders[0]).toEqual({
        id: expect.any(String),
        orderNumber: expect.stringMatching(/^\d{8}$/),
        name: expect.any(String),
        phone: expect.any(String),
        email: expect.any(String),
        way: expect.stringMatching(/^(collect|sell)$/),
        status: 'pending',
        totalGbp: expect.stringMatching(/^\d+\.\d{2}$/),
        foreign: [{ currency: expect.any(String), amount: expect.any(String) }],
        placedAt: expect.any(String),
        payment: null,
        fulfilment: 'collect',
        compliance: 'clear',
      });
    });

    it('finds orders in a list by the start of the number, or by part of the name or e-mail', async () => {
      const order = await placed(
        await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }], 'collect', {
          firstName: 'Searchable',
          lastName: 'Person_%',
          email: 'find.me@example.org',
          confirmEmail: 'find.me@example.org',
        }),
      );
      const find = (q: string) =>
        service.client
          .request('orders.admin.list', { status: 'pending', page: 1, pageSize: 50, q })
          .then((list) => list.orders.map((o) => o.orderNumber));
      expect(await find(order.orderNumber.slice(0, 8))).toEqual([order.orderNumber]);
      expect(await find(order.orderNumber.slice(0, 5))).toContain(order.orderNumber);
      expect(await find('searchable person')).toEqual([order.orderNumber]);
      expect(await find('FIND.ME@')).toEqual([order.orderNumber]);
      // % and _ are letters here, not wildcards.
      expect(await find('Person_%')).toEqual([order.orderNumber]);
      expect(await find('n%p')).toEqual([]);
      const counted = await service.client.request('orders.admin.list', {
        status: 'pending',
        page: 1,
        pageSize: 1,
        q: 'find.me',
      });
      expect(counted.total).toBe(1);
    });

    it('counts the three lists and sums today in the daily series', async () => {
      const stats = await service.client.request('orders.admin.stats', { days: 7 });
      expect(stats.counts).toEqual({
        pending: await rowCount(`status = 'pending'`),
        accepted: await rowCount(`status = 'accepted'`),
        completed: await rowCount(`status = 'completed'`),
      });
      expect(stats.daily).toHaveLength(7);
      const today = stats.daily.at(-1)!;
      const { n: orders, gbp: totalGbp } = (
        await sql.query(`SELECT count(*)::int AS n, sum(total_gbp)::numeric(20,2)::text AS gbp
                           FROM orders.orders WHERE status <> 'cancelled'`)
      ).rows[0];
      const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
      const date = london.format(testClock().now());
      expect(today).toEqual({ date, orders, totalGbp, paidGbp: '0.00' });
      expect(stats.daily.slice(0, 6).every((day) => day.orders === 0)).toBe(true);
      const top = await sql.query(
        `SELECT l.currency, count(*)::int AS lines, sum(l.gbp)::numeric(20,2)::text AS gbp
           FROM orders.order_lines l JOIN orders.orders o ON o.id = l.order_id
          WHERE o.status <> 'cancelled' GROUP BY l.currency ORDER BY sum(l.gbp) DESC LIMIT 5`,
      );
      expect(stats.topCurrencies).toEqual(
        top.rows.map((row: { currency: string; lines: number; gbp: string }) => ({
          currency: row.currency,
          lines: row.lines,
          totalGbp: row.gbp,
        })),
      );
    });
  });
});
