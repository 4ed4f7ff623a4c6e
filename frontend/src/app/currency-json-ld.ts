import type { PricedCurrency } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';

/** Significant digits of the pound price of one unit of a currency (0.881523 GBP, 0.00523901 GBP). */
const PRICE_DIGITS = 6;

/** What one unit of the currency costs in pounds at `rate` (units per £1), as decimal text. */
export function poundsPerUnit(rate: string): string {
  return new Decimal(1).div(rate).prec(PRICE_DIGITS).toFixed();
}

/**
 * The currency's two rates as schema.org ExchangeRateSpecifications, priced in pounds per unit:
 * what a customer pays for one (we sell, Click & Collect) and what we pay them for one (we buy,
 * Click & Sell). The rate list's "£1 = 1.1334 EUR" is the same rate the other way round.
 */
export function currencyJsonLd(currency: PricedCurrency): Record<string, unknown> {
  const spec = (name: string, rate: string) => ({
    '@type': 'ExchangeRateSpecification',
    name: `${currency.name} (${currency.code}): ${name}`,
    currency: currency.code,
    currentExchangeRate: {
      '@type': 'UnitPriceSpecification',
      price: poundsPerUnit(rate),
      priceCurrency: 'GBP',
      validFrom: currency.updatedAt,
    },
  });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      spec('we sell (Click & Collect)', currency.rates.collect),
      spec('we buy (Click & Sell)', currency.rates.sell),
    ],
  };
}
