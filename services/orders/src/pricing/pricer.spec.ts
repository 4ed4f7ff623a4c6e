import { RATES_STALE_MESSAGE } from '@fx/contracts';
import type { CurrencyTable, PlaceOrder, PricedCurrency, RatesStatus } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import type { RateTable } from '@fx/service-kit';
import type { OrderRules } from './order-rules';
import { Pricer } from './pricer';

const MAX_AGE_SECONDS = 900;
const rules: OrderRules = {
  minGbp: '50',
  maxGbp: '5000',
  rateTolerancePct: 0.5,
  rateGuaranteeHours: 24,
  maxRateAgeSeconds: MAX_AGE_SECONDS,
};

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function currency(code: string, updatedAt: string): PricedCurrency {
  return {
    code,
    name: code,
    country: code,
    decimals: 2,
    marketRate: '1.1685',
    rates: { collect: '1.1334', sell: '1.2152' },
    popular: true,
    updatedAt,
  };
}

function pricerOver(currencies: PricedCurrency[], status: Partial<RatesStatus> = {}): Pricer {
  const table: CurrencyTable = {
    base: 'GBP',
    asOf: secondsAgo(0),
    status: {
      provider: 'reference-feed',
      live: true,
      refreshedAt: secondsAgo(0),
      maxAgeSeconds: MAX_AGE_SECONDS,
      ...status,
    },
    currencies,
  };
  const rates = { table: () => Promise.resolve(table) } as unknown as RateTable;
  return new Pricer(rates, rules);
}

function order(lines: { currency: string }[]): PlaceOrder {
  return {
    way: 'collect',
    branchId: 'branch',
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      emailConfirm: 'ada@example.com',
      phone: '07700900000',
    },
    lines: lines.map((line) => ({
      currency: line.currency,
      amount: '100',
      side: 'gbp',
      shownRate: '1.1334',
    })),
    termsAccepted: true,
  } as unknown as PlaceOrder;
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
