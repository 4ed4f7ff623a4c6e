import { plainDecimal } from '@fx/contracts';
import { outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import type { CurrencyRecord } from './currency-record';

/** currency.changed, for the outbox: the currency as the change left it. */
export function currencyChanged(
  currency: CurrencyRecord,
  change: 'added' | 'updated' | 'deactivated',
  changedBy: string,
): OutboxEntry {
  return outboxEntry('currency.changed', {
    code: currency.code,
    change,
    name: currency.name,
    country: currency.country,
    marketRate: plainDecimal(currency.marketRate),
    sellMarginPct: plainDecimal(currency.sellMarginPct),
    buyMarginPct: plainDecimal(currency.buyMarginPct),
    active: currency.active,
    changedAt: currency.updatedAt.toISOString(),
    changedBy,
  });
}
