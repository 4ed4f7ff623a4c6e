import {
  DEFAULT_BUY_BACK_SETTINGS,
  DEFAULT_DELIVERY_SETTINGS,
  Decimal,
  priceLineAtRate,
} from '@fx/contracts';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

/** What the site reads of the orders service: its numbers, quotes, and a customer's tracking. */
describe('orders service quotes and tracking on real Postgres, Redis, RabbitMQ and rates', () => {
  let stack: OrdersStack;
  let service: OrdersStack['service'];

  beforeAll(async () => {
    stack = await startOrdersStack('orders-quotes');
    ({ service } = stack);
  });

  afterAll(() => stack?.close());

  const { currency, orderOf, placed, domainError } = orderHelpers(() => stack);

  describe('branches and quotes', () => {
    it('tells the site the numbers it enforces: value limits, lines per order, guarantee hours, linked-order limit, delivery, buy-back, cancellation fee', async () => {
      expect(await service.client.request('orders.settings', {})).toEqual({
        minGbp: '50',
        maxGbp: '5000',
        rateGuaranteeHours: 24,
        maxLines: 4,
        linkedLimitGbp: '10000',
        linkedWindowDays: 90,
        // The rules' defaults (GBP 400 to 2,500, fee 4.99 free from 500; GBP 3.99 for 30 days).
        delivery: { ...DEFAULT_DELIVERY_SETTINGS, closedDays: [] },
        buyBack: DEFAULT_BUY_BACK_SETTINGS,
        cancellationFeeGbp: '0',
        // Issue 33: the thresholds, the statutory one in pounds at a EUR rate of the rates service.
        dueDiligence: {
          houseIdThresholdGbp: '1000',
          statutoryThresholdEur: '15000',
          statutoryThresholdGbp: expect.stringMatching(/^\d+\.\d{2}$/) as string,
          eurRateDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
          cashDeclarationGbp: '10000',
        },
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
      // With its id, which the gateway keeps to itself (it asks payments.sync with it).
      expect(seen).toEqual({ ...order, id: expect.any(String) as string });
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
});
