import { customerRate, foreignDecimals, plainDecimal } from '@fx/contracts';
import type { CurrencyAdmin, PricedCurrency } from '@fx/contracts';
import type { CurrencyRecord } from './currency-record';

function priceOf(currency: CurrencyRecord) {
  return {
    marketRate: currency.marketRate,
    sellMarginPct: currency.sellMarginPct,
    buyMarginPct: currency.buyMarginPct,
  };
}

/** A currency as customers see it: its two customer rates. */
export function toPricedCurrency(currency: CurrencyRecord): PricedCurrency {
  return {
    code: currency.code,
    name: currency.name,
    country: currency.country,
    decimals: foreignDecimals(currency.code),
    marketRate: plainDecimal(currency.marketRate),
    rates: {
      collect: customerRate('collect', priceOf(currency)),
      sell: customerRate('sell', priceOf(currency)),
    },
    popular: currency.popular,
    updatedAt: currency.rateUpdatedAt.toISOString(),
  };
}

/** A currency as staff see it: market rate, margins, buying and selling prices, last failure. */
export function toCurrencyAdmin(currency: CurrencyRecord): CurrencyAdmin {
  return {
    code: currency.code,
    name: currency.name,
    country: currency.country,
    marketRate: plainDecimal(currency.marketRate),
    sellMarginPct: plainDecimal(currency.sellMarginPct),
    buyMarginPct: plainDecimal(currency.buyMarginPct),
    buyingPrice: customerRate('sell', priceOf(currency)),
    sellingPrice: customerRate('collect', priceOf(currency)),
    active: currency.active,
    rateUpdatedAt: currency.rateUpdatedAt.toISOString(),
    lastRefreshError:
      currency.lastRefreshError && currency.lastRefreshErrorAt
        ? { reason: currency.lastRefreshError, at: currency.lastRefreshErrorAt.toISOString() }
        : null,
    updatedAt: currency.updatedAt.toISOString(),
  };
}
