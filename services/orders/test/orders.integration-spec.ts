import { randomUUID } from 'node:crypto';
import { Decimal, priceLineAtRate } from '@fx/contracts';
import { AmqpConnection } from '@fx/service-kit';
import { eventually, testClock } from '@fx/service-kit/testing';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

describe('orders service on real Postgres, Redis, RabbitMQ and the rates service', () => {
  let stack: OrdersStack;
  let service: OrdersStack['service'];
  let events: OrdersStack['events'];
  let proxy: OrdersStack['proxy'];
  let sql: OrdersStack['sql'];

  beforeAll(async () => {
    stack = await startOrdersStack('orders');
    ({ service, events, proxy, sql } = stack);
  });

  afterAll(() => stack?.close());

  const { currency, orderOf, place, placed, rowCount, domainError } = orderHelpers(() => stack);

  describe('branches and quotes', () => {
    it('tells the site the numbers it enforces: value limits, lines per order, guarantee hours, linked-order limit', async () => {
      expect(await service.client.request('orders.settings', {})).toEqual({
        minGbp: '50',
        maxGbp: '5000',
        rateGuaranteeHours: 24,
        maxLines: 4,
        linkedLimitGbp: '10000',
        linkedWindowDays: 90,
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
    it("places it at the service's clock, the test's (FX_TEST_NOW when the run set one)", async () => {
      const order = await placed(await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }]));
      const drift = Date.parse(order.placedAt) - testClock().now().getTime();
      // The service's clock started from the test's a moment after it: it may lag, never lead.
      expect(drift).toBeLessThanOrEqual(0);
      expect(drift).toBeGreaterThan(-60_000);
    });

    it('prices the order on the server at the current rate, whatever rate the browser shows', async () => {
      const eur = await currency('EUR');
      const order = await orderOf([{ currency: 'EUR', amount: '500', side: 'gbp' }]);
      // Shown a rate 0.3% better than the real one: within the tolerance, so placed at the real rate.
      order.lines[0]!.shownRate = new Decimal(eur.rates.collect).times('1.003').toFixed(4);
      const result = await placed(order);
      expect(result.orderNumber).toMatch(/^[1-9]\d{7}$/);
      expect(result.status).toBe('pending');
      expect(result.collectionDate).toBe(order.collectionDate);
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
        `SELECT l.rate::text, l.shown_rate::text, l.gbp::text, o.total_gbp::text,
                o.collection_date::text
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
          collection_date: order.collectionDate,
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

  describe('tracking', () => {
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
