import { PricingMessages, RATES_STALE_MESSAGE } from '@fx/contracts';
import type { PricedCurrency, RatesStatus } from '@fx/contracts';
import { DomainError, SystemClock } from '@fx/service-kit';
import {
  MAX_AGE_SECONDS,
  TEST_RULES,
  currency,
  orderOf as order,
  rateTableOf,
  secondsAgo,
} from '../testing/fixtures';
import { Pricer } from './pricer';

function pricerOver(currencies: PricedCurrency[], status: Partial<RatesStatus> = {}): Pricer {
  return new Pricer(rateTableOf(currencies, status), new SystemClock(), TEST_RULES);
}

const quoteLine = (code: string) =>
  ({ currency: code, way: 'collect', amount: '100', side: 'gbp' }) as const;

describe('the pricer and the age of rates', () => {
  it('quotes fresh market rates as firm, not indicative', async () => {
    const pricer = pricerOver([currency('EUR', secondsAgo(60))]);
    const quote = await pricer.quote([quoteLine('EUR')]);
    expect(quote.indicative).toBe(false);
  });

  it('still quotes a rate older than the maximum age, but says it is indicative', async () => {
    const pricer = pricerOver([currency('EUR', secondsAgo(MAX_AGE_SECONDS + 5))]);
    const quote = await pricer.quote([quoteLine('EUR')]);
    expect(quote.indicative).toBe(true);
    expect(quote.lines[0]!.rate).toBe('1.1334');
  });

  it('calls quotes from the offline snapshot indicative however fresh they are', async () => {
    const pricer = pricerOver([currency('EUR', secondsAgo(1))], { provider: 'offline' });
    expect((await pricer.quote([quoteLine('EUR')])).indicative).toBe(true);
  });

  it('prices an order whose every line is at a rate younger than the maximum age', async () => {
    const pricer = pricerOver([currency('EUR', secondsAgo(MAX_AGE_SECONDS - 30))]);
    const priced = await pricer.priceOrder(order([{ currency: 'EUR' }]));
    expect(priced.quote.totalGbp).toBe('100.00');
  });

  it('refuses an order with RATES_STALE when one line is at a rate the provider could not refresh', async () => {
    const pricer = pricerOver([
      currency('EUR', secondsAgo(10)),
      currency('USD', secondsAgo(MAX_AGE_SECONDS + 1)),
    ]);
    const refused = await pricer
      .priceOrder(order([{ currency: 'EUR' }, { currency: 'USD' }]))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'RATES_STALE',
      message: RATES_STALE_MESSAGE,
      details: [{ field: 'lines.1.currency', message: RATES_STALE_MESSAGE }],
    });
  });

  it('judges each line by its own rate, not by the newest rate in the table', async () => {
    const pricer = pricerOver([
      currency('EUR', secondsAgo(10)),
      currency('USD', secondsAgo(MAX_AGE_SECONDS * 2)),
    ]);
    await expect(pricer.priceOrder(order([{ currency: 'EUR' }]))).resolves.toBeDefined();
    const quote = await pricer.quote([quoteLine('EUR'), quoteLine('USD')]);
    expect(quote.indicative).toBe(true);
  });
});

describe('the pricer’s outcomes for an order', () => {
  const fresh = () =>
    pricerOver([currency('EUR', secondsAgo(10)), currency('USD', secondsAgo(10))]);
  const refusalOf = (work: () => Promise<unknown> | void) =>
    Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => error,
      );

  it('prices each line at the current collect rate, rounding the pounds up to the next 10', async () => {
    const priced = await fresh().priceOrder(order([{ currency: 'EUR', amount: '95' }]));
    expect(priced.quote.lines).toEqual([
      { currency: 'EUR', way: 'collect', rate: '1.1334', gbp: '100.00', foreign: '113.34' },
    ]);
    expect(priced.marketRates).toEqual(['1.1685']);
    expect(priced.changes).toEqual([]);
  });

  it('quotes Click & Sell at the sell rate', async () => {
    const quote = await fresh().quote([
      { currency: 'EUR', way: 'sell', amount: '100', side: 'gbp' },
    ]);
    expect(quote.lines[0]!.rate).toBe('1.2152');
  });

  it('takes a rate that moved 0.5% or less since the customer saw it at the current rate', async () => {
    const priced = await fresh().priceOrder(order([{ currency: 'EUR', shownRate: '1.1390' }]));
    expect(priced.changes).toEqual([]);
    expect(priced.quote.lines[0]!.rate).toBe('1.1334');
  });

  it('names every line whose rate moved more than 0.5% either way, with the current rate', async () => {
    const priced = await fresh().priceOrder(
      order([
        { currency: 'EUR', shownRate: '1.1400' },
        { currency: 'USD', shownRate: '1.1334' },
        { currency: 'EUR', shownRate: '1.1270' },
      ]),
    );
    expect(priced.changes).toEqual([
      { line: 0, currency: 'EUR', shownRate: '1.1400', currentRate: '1.1334' },
      { line: 2, currency: 'EUR', shownRate: '1.1270', currentRate: '1.1334' },
    ]);
  });

  it('refuses a currency the bureau does not sell, naming the line', async () => {
    const refused = await refusalOf(() =>
      fresh().priceOrder(order([{ currency: 'EUR' }, { currency: 'XYZ' }])),
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'ORDER_LINES_INVALID',
      message: PricingMessages.UNKNOWN_CURRENCY,
      details: [{ field: 'lines.1.currency', message: PricingMessages.UNKNOWN_CURRENCY }],
    });
    await expect(fresh().quote([quoteLine('XYZ')])).rejects.toMatchObject({
      code: 'ORDER_LINES_INVALID',
    });
  });

  it('names every line that cannot be priced, the first one in the message', async () => {
    const refused = await refusalOf(() =>
      fresh().priceOrder(order([{ currency: 'EUR', amount: '0' }, { currency: 'XYZ' }])),
    );
    expect(refused).toMatchObject({
      message: PricingMessages.INVALID_AMOUNT,
      details: [
        { field: 'lines.0.amount', message: PricingMessages.INVALID_AMOUNT },
        { field: 'lines.1.currency', message: PricingMessages.UNKNOWN_CURRENCY },
      ],
    });
  });

  it('tells the quote the value limits an order must keep to', async () => {
    const quote = await fresh().quote([quoteLine('EUR')]);
    expect(quote.limits).toEqual({ minGbp: '50', maxGbp: '5000' });
  });

  it('accepts an order of exactly the minimum or the maximum value', () => {
    expect(() => fresh().checkLimits('50.00')).not.toThrow();
    expect(() => fresh().checkLimits('5000.00')).not.toThrow();
  });

  it('refuses an order under the minimum or over the maximum, saying the limit in pounds', async () => {
    const under = await refusalOf(() => fresh().checkLimits('49.99'));
    expect(under).toMatchObject({
      code: 'ORDER_LINES_INVALID',
      message: 'The minimum order is £50',
      details: [{ field: 'lines', message: 'The minimum order is £50' }],
    });
    const over = await refusalOf(() => fresh().checkLimits('5000.01'));
    expect(over).toMatchObject({ message: 'The maximum order online is £5,000' });
  });
});
