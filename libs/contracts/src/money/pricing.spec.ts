import {
  customerRate,
  foreignDecimals,
  priceLineAtRate,
  priceQuote,
  roundUpToCollectStep,
} from './pricing';
import type { LineRequest, MarketPrice } from './pricing';
import { Decimal } from './decimal';
import { PricingError } from './pricing.errors';

const eur: MarketPrice = { marketRate: '1.1690', sellMarginPct: '-3.00', buyMarginPct: '4.00' };

describe('customer rates', () => {
  it.each([
    ['collect', eur, '1.1339'],
    ['sell', eur, '1.2158'],
    ['collect', { marketRate: '197.35', sellMarginPct: '-4.50', buyMarginPct: '6' }, '188.4693'],
    ['sell', { marketRate: '0.4201', sellMarginPct: '-5', buyMarginPct: '8.25' }, '0.4548'],
    [
      'collect',
      { marketRate: '1.16904321987654', sellMarginPct: '-3.125', buyMarginPct: '0' },
      '1.1325',
    ],
    ['sell', { marketRate: '1.1690', sellMarginPct: '0', buyMarginPct: '0' }, '1.1690'],
    [
      'collect',
      { marketRate: '22215.5', sellMarginPct: '-9.75', buyMarginPct: '12' },
      '20049.4888',
    ],
  ] as const)('%s rate of market %j is %s to 4 decimals', (way, price, expected) => {
    expect(customerRate(way, price)).toBe(expected);
  });

  it('rounds the fifth decimal half up', () => {
    // 1.00005 x (1 + 0) = 1.00005 -> 1.0001
    expect(
      customerRate('collect', { marketRate: '1.00005', sellMarginPct: '0', buyMarginPct: '0' }),
    ).toBe('1.0001');
  });
});

describe('rounding Click & Collect pounds', () => {
  it.each([
    ['0.01', '10'],
    ['9.99', '10'],
    ['10', '10'],
    ['10.01', '20'],
    ['250', '250'],
    ['255.50', '260'],
    ['4999.99', '5000'],
  ])('rounds £%s up to £%s', (input, expected) => {
    expect(roundUpToCollectStep(new Decimal(input)).toString()).toBe(expected);
  });
});

describe('Click & Collect lines', () => {
  const collect = (amount: string, side: LineRequest['side'], currency = 'EUR'): LineRequest => ({
    currency,
    way: 'collect',
    amount,
    side,
  });

  it.each([
    // [amount, side, currency, rate, gbp, foreign]
    ['300', 'gbp', 'EUR', '1.1339', '300.00', '340.17'],
    ['301', 'gbp', 'EUR', '1.1339', '310.00', '351.51'],
    ['299.99', 'gbp', 'EUR', '1.1339', '300.00', '340.17'],
    ['500', 'foreign', 'EUR', '1.1339', '450.00', '510.26'],
    ['340.17', 'foreign', 'EUR', '1.1339', '300.00', '340.17'],
    ['0.01', 'foreign', 'EUR', '1.1339', '10.00', '11.34'],
    ['100', 'gbp', 'JPY', '188.4693', '100.00', '18847'],
    ['20000', 'foreign', 'JPY', '188.4693', '110.00', '20732'],
    ['50', 'gbp', 'KWD', '0.3991', '50.00', '19.96'],
    ['1000000000', 'gbp', 'EUR', '1.1339', '1000000000.00', '1133900000.00'],
    ['123456789.12', 'foreign', 'IDR', '20049.4888', '6160.00', '123504851.01'],
  ])('%s (%s) of %s at %s costs £%s for %s', (amount, side, currency, rate, gbp, foreign) => {
    const line = priceLineAtRate(collect(amount, side as LineRequest['side'], currency), rate);
    expect(line).toEqual({ currency, way: 'collect', rate, gbp, foreign });
  });

  it('never charges less than the customer asked for', () => {
    for (const amount of ['1', '9.5', '10', '10.01', '99.99', '1234.56']) {
      const line = priceLineAtRate(collect(amount, 'gbp'), '1.1339');
      expect(new Decimal(line.gbp).gte(amount)).toBe(true);
      expect(new Decimal(line.gbp).mod(10).toString()).toBe('0');
    }
  });
});

describe('Click & Sell lines', () => {
  const sell = (amount: string, side: LineRequest['side'], currency = 'EUR'): LineRequest => ({
    currency,
    way: 'sell',
    amount,
    side,
  });

  it.each([
    ['500', 'foreign', 'EUR', '1.2158', '411.25', '500.00'],
    ['123.45', 'foreign', 'EUR', '1.2158', '101.54', '123.45'],
    ['100', 'gbp', 'EUR', '1.2158', '100.00', '121.58'],
    ['0.01', 'foreign', 'EUR', '1.2158', '0.01', '0.01'],
    ['10000', 'foreign', 'JPY', '209.1910', '47.80', '10000'],
    ['50', 'gbp', 'JPY', '209.1910', '50.00', '10460'],
    ['100', 'foreign', 'KWD', '0.4548', '219.88', '100.00'],
    ['999999999999', 'foreign', 'EUR', '1.2158', '822503701265.83', '999999999999.00'],
  ])('%s (%s) of %s at %s pays £%s for %s', (amount, side, currency, rate, gbp, foreign) => {
    const line = priceLineAtRate(sell(amount, side as LineRequest['side'], currency), rate);
    expect(line).toEqual({ currency, way: 'sell', rate, gbp, foreign });
  });

  it('does not round the pounds to a multiple of 10', () => {
    expect(priceLineAtRate(sell('13', 'foreign'), '1.2158').gbp).toBe('10.69');
  });
});

describe('amount validation', () => {
  it.each([
    ['0', 'gbp', 'must be greater than 0'],
    ['0.00', 'foreign', 'must be greater than 0'],
    ['-5', 'gbp', 'must be a positive number such as 250 or 99.50'],
    ['abc', 'gbp', 'must be a positive number such as 250 or 99.50'],
    ['1e3', 'gbp', 'must be a positive number such as 250 or 99.50'],
    ['', 'gbp', 'must be a positive number such as 250 or 99.50'],
    ['12.345', 'gbp', 'has more than 2 decimal places'],
    ['10.5', 'foreign', 'has more than 0 decimal places'],
  ])('refuses %j in %s with "Please give correct amount" (%s)', (amount, side, reason) => {
    const currency = amount === '10.5' ? 'JPY' : 'EUR';
    const attempt = () =>
      priceLineAtRate(
        { currency, way: 'collect', amount, side: side as LineRequest['side'] },
        '1.1339',
        'lines.0.amount',
      );
    expect(attempt).toThrow(PricingError);
    expect(attempt).toThrow('Please give correct amount');
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_AMOUNT', field: 'lines.0.amount', reason });
    }
  });

  it('refuses a Click & Sell amount in pounds too small to buy one unit of a whole-number currency', () => {
    expect(() =>
      priceLineAtRate({ currency: 'JPY', way: 'sell', amount: '0.001', side: 'gbp' }, '209.1910'),
    ).toThrow('Please give correct amount');
  });

  it('refuses a rate of zero', () => {
    expect(() =>
      priceLineAtRate({ currency: 'EUR', way: 'sell', amount: '1', side: 'gbp' }, '0.0000'),
    ).toThrow(PricingError);
  });
});

describe('quotes', () => {
  const prices: Record<string, MarketPrice> = {
    EUR: eur,
    USD: { marketRate: '1.3700', sellMarginPct: '-3.00', buyMarginPct: '4.00' },
    JPY: { marketRate: '197.35', sellMarginPct: '-4.50', buyMarginPct: '6.00' },
    KWD: { marketRate: '0.4201', sellMarginPct: '-5.00', buyMarginPct: '8.25' },
    TRY: { marketRate: '54.10', sellMarginPct: '-6.00', buyMarginPct: '9.00' },
  };
  const priceOf = (code: string) => prices[code];
  const line = (currency: string, amount: string): LineRequest => ({
    currency,
    way: 'collect',
    amount,
    side: 'gbp',
  });

  it('prices up to 4 lines and totals the pounds', () => {
    const quote = priceQuote(
      [line('EUR', '300'), line('USD', '95'), line('JPY', '100'), line('KWD', '41')],
      priceOf,
    );
    expect(quote.lines.map((l) => [l.currency, l.rate, l.gbp, l.foreign])).toEqual([
      ['EUR', '1.1339', '300.00', '340.17'],
      ['USD', '1.3289', '100.00', '132.89'],
      ['JPY', '188.4693', '100.00', '18847'],
      ['KWD', '0.3991', '50.00', '19.96'],
    ]);
    expect(quote.totalGbp).toBe('550.00');
  });

  it('refuses a fifth line with "Please clear your cart"', () => {
    const five = ['EUR', 'USD', 'JPY', 'KWD', 'TRY'].map((code) => line(code, '10'));
    expect(() => priceQuote(five, priceOf)).toThrow('Please clear your cart');
  });

  it('refuses an empty cart with "Please add currency item"', () => {
    expect(() => priceQuote([], priceOf)).toThrow('Please add currency item');
  });

  it('names the line whose currency is not offered', () => {
    const attempt = () => priceQuote([line('EUR', '10'), line('XYZ', '10')], priceOf);
    expect(attempt).toThrow(PricingError);
    expect(attempt).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_CURRENCY', field: 'lines.1.currency' }) as Error,
    );
  });

  it('shows yen and won as whole numbers and most currencies with 2 decimals', () => {
    expect([
      foreignDecimals('JPY'),
      foreignDecimals('KRW'),
      foreignDecimals('EUR'),
      foreignDecimals('KWD'),
    ]).toEqual([0, 0, 2, 2]);
  });
});
