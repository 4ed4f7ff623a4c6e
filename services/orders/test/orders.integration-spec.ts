import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Decimal, priceLineAtRate } from '@fx/contracts';
import type { EventEnvelope, PlaceOrder } from '@fx/contracts';
import { AmqpConnection, DomainError, EventSubscriber, RpcClient } from '@fx/service-kit';
import {
  TcpProxy,
  bootServiceForTest,
  createTestDatabase,
  eventually,
  memoryLogger,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';
import type { OrderNumbers } from '../src/orders/order-number';
import { randomOrderNumbers } from '../src/orders/order-number';
import { PlaceOrderService } from '../src/orders/place-order.service';

/** Order numbers from the test's list first (to make them collide), then random ones. */
class ScriptedOrderNumbers implements OrderNumbers {
  readonly queue: string[] = [];
  next(): string {
    return this.queue.shift() ?? randomOrderNumbers.next();
  }
}

describe('orders service on real Postgres, Redis, RabbitMQ and the rates service', () => {
  const { logger } = memoryLogger('orders');
  const numbers = new ScriptedOrderNumbers();
  const events: EventEnvelope[] = [];
  let database: TestDatabase;
  let namespace: string;
  let proxy: TcpProxy;
  let rates: ReturnType<typeof startBuiltService>;
  let service: Awaited<ReturnType<typeof bootServiceForTest>>;
  let listener: AmqpConnection;
  let patient: RpcClient;
  let sql: Client;

  beforeAll(async () => {
    database = await createTestDatabase('orders');
    namespace = uniqueNamespace('orders');
    rates = startBuiltService('rates', {
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      OFFLINE_DRIFT_PCT: '0',
    });
    // The orders service reaches RabbitMQ through a proxy the test can cut.
    proxy = await TcpProxy.start(testUrls.amqp, 5672);
    const env = loadEnv({
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
      AMQP_URL: proxy.urlFor(testUrls.amqp),
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '200',
      DATABASE_POOL_SIZE: '20',
    });
    service = await bootServiceForTest(
      AppModule.register(env, logger, { orderNumbers: numbers }),
      namespace,
    );
    listener = new AmqpConnection({
      url: testUrls.amqp,
      name: 'listener',
      namespace,
      logger,
      ephemeral: true,
    });
    await new EventSubscriber(listener, logger).subscribe({
      queue: 'test.orders',
      events: ['order.placed', 'order.accepted', 'order.completed', 'order.cancelled'],
      handler: (event) => void events.push(event),
    });
    patient = new RpcClient(listener, 120_000);
    await eventually(() => service.client.request('rates.health', {}).then(() => true), 30_000);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await patient?.close();
    await listener?.close();
    await service?.close();
    await rates?.stop();
    await proxy?.close();
    await database?.drop();
  });

  const currency = (code: string) => service.client.request('rates.currencies.get', { code });

  async function orderOf(
    lines: { currency: string; amount: string; side: 'gbp' | 'foreign' }[],
    way: 'collect' | 'sell' = 'collect',
    customer: Partial<PlaceOrder['customer']> = {},
  ): Promise<PlaceOrder> {
    const shown = await Promise.all(lines.map((line) => currency(line.currency)));
    return {
      way,
      branchId: 'high-street-north',
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        confirmEmail: 'ada@example.com',
        phone: '+44 20 7946 0000',
        ...customer,
      },
      lines: lines.map((line, index) => ({
        ...line,
        shownRate: shown[index]!.rates[way],
      })),
      termsAccepted: true,
    };
  }

  const place = (order: PlaceOrder, idempotencyKey?: string) =>
    service.client.request('orders.place', {
      order,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      placedBy: { kind: 'customer' },
    });

  async function placed(order: PlaceOrder) {
    const result = await place(order);
    if (result.outcome !== 'placed') throw new Error(`expected an order, got ${result.outcome}`);
    return result.order;
  }

  const rowCount = async (where = 'true', params: unknown[] = []) =>
    Number(
      (await sql.query(`SELECT count(*) AS n FROM orders.orders WHERE ${where}`, params)).rows[0].n,
    );

  const domainError = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a domain error');
      },
      (error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
        return { code: error.code, message: error.message, details: error.details };
      },
    );

  describe('branches and quotes', () => {
    it('lists the seeded London branch on High Street North with its address, phone and hours', async () => {
      const { branches } = await service.client.request('orders.branches.list', {});
      expect(branches).toEqual([
        expect.objectContaining({
          id: 'high-street-north',
          address: expect.stringContaining('High Street North'),
          phone: expect.stringMatching(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/),
          openingHours: expect.stringContaining('09:00'),
        }),
      ]);
    });

    it('tells the site the numbers it enforces: value limits, lines per order, guarantee hours', async () => {
      expect(await service.client.request('orders.settings', {})).toEqual({
        minGbp: '50',
        maxGbp: '5000',
        rateGuaranteeHours: 24,
        maxLines: 4,
      });
    });

    it('prices a quote with the shared pricing module at the rates service current rates', async () => {
      const [eur, jpy] = await Promise.all([currency('EUR'), currency('JPY')]);
      const quote = await service.client.request('orders.quote', {
        lines: [
          { currency: 'EUR', way: 'collect', amount: '245', side: 'gbp' },
          { currency: 'JPY', way: 'sell', amount: '20000', side: 'foreign' },
        ],
      });
      const euros = priceLineAtRate(
        { currency: 'EUR', way: 'collect', amount: '245', side: 'gbp' },
        eur.rates.collect,
      );
      const yen = priceLineAtRate(
        { currency: 'JPY', way: 'sell', amount: '20000', side: 'foreign' },
        jpy.rates.sell,
      );
      expect(quote.lines).toEqual([euros, yen]);
      expect(euros.gbp).toBe('250.00'); // rounded up to the next £10 for Click & Collect
      expect(quote.totalGbp).toBe(new Decimal(euros.gbp).plus(yen.gbp).toFixed(2));
      expect(quote.limits).toEqual({ minGbp: '50', maxGbp: '5000' });
    });

    it('names the line and the reason when a quote cannot be priced', async () => {
      const error = await domainError(
        service.client.request('orders.quote', {
          lines: [
            { currency: 'EUR', way: 'collect', amount: '100', side: 'gbp' },
            { currency: 'XTS', way: 'collect', amount: '100', side: 'gbp' },
            { currency: 'USD', way: 'sell', amount: '10.505', side: 'foreign' },
          ],
        }),
      );
      expect(error.code).toBe('ORDER_LINES_INVALID');
      expect(error.details).toEqual([
        { field: 'lines.1.currency', message: 'This currency is not available' },
        { field: 'lines.2.amount', message: 'Please give correct amount' },
      ]);
    });
  });

  describe('placing an order', () => {
    it('prices the order on the server at the current rate, whatever rate the browser shows', async () => {
      const eur = await currency('EUR');
      const order = await orderOf([{ currency: 'EUR', amount: '500', side: 'gbp' }]);
      // Shown a rate 0.3% better than the real one: within the tolerance, so placed at the real rate.
      order.lines[0]!.shownRate = new Decimal(eur.rates.collect).times('1.003').toFixed(4);
      const result = await placed(order);
      expect(result.orderNumber).toMatch(/^[1-9]\d{7}$/);
      expect(result.status).toBe('pending');
      expect(result.lines).toEqual([
        expect.objectContaining({
          currency: 'EUR',
          rate: eur.rates.collect,
          gbp: '500.00',
          foreign: new Decimal(500).times(eur.rates.collect).toFixed(2),
          from: { amount: '500.00', currency: 'GBP' },
          to: { amount: new Decimal(500).times(eur.rates.collect).toFixed(2), currency: 'EUR' },
        }),
      ]);
      const stored = await sql.query(
        `SELECT l.rate::text, l.shown_rate::text, l.gbp::text, o.total_gbp::text
           FROM orders.orders o JOIN orders.order_lines l ON l.order_id = o.id
          WHERE o.order_number = $1`,
        [result.orderNumber],
      );
      expect(stored.rows).toEqual([
        {
          rate: eur.rates.collect,
          shown_rate: order.lines[0]!.shownRate,
          gbp: '500.00',
          total_gbp: '500.00',
        },
      ]);
    });

    it('answers a rate that moved beyond the tolerance with the fresh quote, and places nothing', async () => {
      const order = await orderOf([
        { currency: 'USD', amount: '300', side: 'gbp' },
        { currency: 'EUR', amount: '200', side: 'gbp' },
      ]);
      const before = await rowCount();
      // Staff raise the dollar's margin after the customer saw the rate.
      await service.client.request('rates.currencies.update', {
        code: 'USD',
        changes: { sellMarginPct: '-9.75' },
        changedBy: 'test',
      });
      const usd = await eventually(async () => {
        const fresh = await currency('USD');
        return fresh.rates.collect !== order.lines[0]!.shownRate && fresh;
      });
      const result = await eventually(async () => {
        const answer = await place(order);
        return answer.outcome === 'ratesChanged' && answer;
      });
      expect(result.changes).toEqual([
        {
          line: 0,
          currency: 'USD',
          shownRate: order.lines[0]!.shownRate,
          currentRate: usd.rates.collect,
        },
      ]);
      expect(result.quote.lines[0]).toMatchObject({ currency: 'USD', rate: usd.rates.collect });
      expect(result.quote.lines[1]).toMatchObject({ currency: 'EUR', gbp: '200.00' });
      expect(await rowCount()).toBe(before);

      // Placed once the customer has seen the new rate.
      order.lines[0]!.shownRate = usd.rates.collect;
      expect((await place(order)).outcome).toBe('placed');
    });

    it('refuses orders under the minimum and over the maximum value, saying the limit', async () => {
      const small = await orderOf([{ currency: 'EUR', amount: '40', side: 'gbp' }]);
      expect(await domainError(place(small))).toEqual({
        code: 'ORDER_LINES_INVALID',
        message: 'The minimum order is £50',
        details: [{ field: 'lines', message: 'The minimum order is £50' }],
      });
      const large = await orderOf([
        { currency: 'EUR', amount: '2500', side: 'gbp' },
        { currency: 'USD', amount: '2510', side: 'gbp' },
      ]);
      expect(await domainError(place(large))).toMatchObject({
        message: 'The maximum order online is £5,000',
      });
      // Exactly at the limits is fine; Click & Collect's £10 rounding counts towards the value.
      expect(
        (await placed(await orderOf([{ currency: 'EUR', amount: '45', side: 'gbp' }]))).totalGbp,
      ).toBe('50.00');
      const top = await orderOf([{ currency: 'EUR', amount: '5000', side: 'gbp' }]);
      expect((await placed(top)).totalGbp).toBe('5000.00');
    });

    it('refuses an unknown collection point with the spec message', async () => {
      const order = await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }]);
      order.branchId = 'no-such-branch';
      expect(await domainError(place(order))).toEqual({
        code: 'BRANCH_UNKNOWN',
        message: 'Select the checking point',
        details: [{ field: 'branchId', message: 'Select the checking point' }],
      });
    });

    it('places a Click & Sell order unrounded, the pounds being the currency over the rate', async () => {
      const usd = await currency('USD');
      const order = await orderOf([{ currency: 'USD', amount: '123.45', side: 'foreign' }], 'sell');
      const result = await placed(order);
      expect(result.way).toBe('sell');
      expect(result.lines[0]).toMatchObject({
        rate: usd.rates.sell,
        foreign: '123.45',
        gbp: new Decimal('123.45').div(usd.rates.sell).toFixed(2),
        from: { amount: '123.45', currency: 'USD' },
      });
    });
  });

  describe('idempotency and order numbers', () => {
    it('gives one order for two concurrent submits with the same Idempotency-Key', async () => {
      const key = randomUUID();
      const order = await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }], 'collect', {
        email: 'twice@example.com',
        confirmEmail: 'twice@example.com',
      });
      const [first, second] = await Promise.all([place(order, key), place(order, key)]);
      expect(first.outcome).toBe('placed');
      expect(second.outcome).toBe('placed');
      if (first.outcome !== 'placed' || second.outcome !== 'placed') return;
      expect(second.order.orderNumber).toBe(first.order.orderNumber);
      expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
      expect(await rowCount('email = $1', ['twice@example.com'])).toBe(1);

      // Later, even after rates move, the same key gives the same order back.
      const again = await place(order, key);
      expect(again).toMatchObject({ outcome: 'placed', replayed: true });
    });

    it('refuses a key reused for a different order', async () => {
      const key = randomUUID();
      await placed(await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }]));
      expect(
        (await place(await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }]), key))
          .outcome,
      ).toBe('placed');
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
      const order = await orderOf([{ currency: 'EUR', amount: '60', side: 'gbp' }], 'collect', {
        email: 'crowd@example.com',
        confirmEmail: 'crowd@example.com',
      });
      const results = await Promise.all(
        Array.from({ length: 1000 }, () =>
          patient.request('orders.place', { order, placedBy: { kind: 'customer' } }),
        ),
      );
      const numbersSeen = new Set(
        results.map((result) => (result.outcome === 'placed' ? result.order.orderNumber : '')),
      );
      expect(numbersSeen.size).toBe(1000);
      expect([...numbersSeen].every((n) => /^\d{8}$/.test(n))).toBe(true);
      expect(await rowCount('email = $1', ['crowd@example.com'])).toBe(1000);
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
      service.client.request(`orders.admin.${action}`, { id, by: staff });

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

  describe('lists, statistics and tracking', () => {
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
      const expected = await sql.query(
        `SELECT count(*)::int AS n, sum(total_gbp)::numeric(20,2)::text AS gbp
           FROM orders.orders WHERE status <> 'cancelled'`,
      );
      expect(today).toEqual({
        date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
        orders: expected.rows[0].n,
        totalGbp: expected.rows[0].gbp,
      });
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

    it('shows customers their own order by number and e-mail, and a wrong e-mail as a missing order', async () => {
      const order = await placed(
        await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }], 'collect', {
          email: 'Track.Me@Example.com',
          confirmEmail: 'track.me@example.com',
        }),
      );
      const seen = await service.client.request('orders.track', {
        orderNumber: order.orderNumber,
        email: 'track.me@example.COM',
      });
      expect(seen).toEqual(order);
      const wrongEmail = await domainError(
        service.client.request('orders.track', {
          orderNumber: order.orderNumber,
          email: 'someone.else@example.com',
        }),
      );
      const missing = await domainError(
        service.client.request('orders.track', {
          orderNumber: '00000000',
          email: 'track.me@example.com',
        }),
      );
      expect(wrongEmail).toEqual(missing);
      expect(missing.code).toBe('ORDER_NOT_FOUND');
    });
  });

  describe('the outbox', () => {
    it('gives the customer an order number while the broker is unreachable, and sends the event once it is back', async () => {
      const order = await orderOf([{ currency: 'EUR', amount: '200', side: 'gbp' }], 'collect', {
        email: 'outage@example.com',
        confirmEmail: 'outage@example.com',
      });
      const connection = service.app.get(AmqpConnection);
      proxy.cut();
      await eventually(() => !connection.isConnected(), 10_000);

      const result = await service.app
        .get(PlaceOrderService)
        .place({ order, placedBy: { kind: 'customer' } });
      if (result.outcome !== 'placed') throw new Error('expected an order');
      const { orderNumber } = result.order;
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
        order: { orderNumber, customer: { email: 'outage@example.com' }, totalGbp: '200.00' },
      });
      await eventually(async () => (await sentAt())?.sent_at instanceof Date);
    }, 60_000);

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
