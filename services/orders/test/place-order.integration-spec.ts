import { Decimal, OrderMessages, ratesChangedSchema } from '@fx/contracts';
import { eventually, testClock } from '@fx/service-kit/testing';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

/** Placing an order: server pricing, moved rates, value limits, branches, Click & Sell. */
describe('placing orders on real Postgres, Redis, RabbitMQ and the rates service', () => {
  let stack: OrdersStack;
  let service: OrdersStack['service'];
  let sql: OrdersStack['sql'];

  beforeAll(async () => {
    stack = await startOrdersStack('orders-place');
    ({ service, sql } = stack);
  });

  afterAll(() => stack?.close());

  const { currency, orderOf, place, placed, rowCount, domainError } = orderHelpers(() => stack);

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

    it('refuses a rate that moved beyond the tolerance with the fresh quote (RATES_CHANGED), and places nothing', async () => {
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
      const refused = await eventually(async () => {
        const error = await domainError(place(order));
        return error.code === 'RATES_CHANGED' && error;
      });
      expect(refused.message).toBe(OrderMessages.ratesChanged);
      const result = ratesChangedSchema.parse(refused.extra);
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
      expect(await place(order)).toMatchObject({ replayed: false });
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
});
