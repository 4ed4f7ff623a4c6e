import { Decimal, customerRate, ratesAreStale } from '@fx/contracts';
import type { CurrencyChanged, RateRefreshed } from '@fx/contracts';

/**
 * When a rate alert fires: the rules, free of storage and messaging. An alert is "1 GBP buys at
 * least X" at the Click & Collect rate, so the rate reaches the target when it is equal or above
 * (the repository's `target_rate <= rate` is the same test in SQL).
 */
export function reaches(rate: string, targetRate: string): boolean {
  return new Decimal(rate).gte(targetRate);
}

/** The Click & Collect rate a refresh brings. */
export function rateOfRefresh(event: RateRefreshed): string {
  return event.rates.collect;
}

/** A margin change moves the customer rate too; a currency taken off sale checks nothing. */
export function rateOfChange(event: CurrencyChanged): string | null {
  return event.active ? customerRate('collect', event) : null;
}

/**
 * Whether alerts the rate reaches fire now: never on a stale rate, since a customer told "your
 * rate is here" must be able to order at it. An unknown age (the currency could not be read)
 * does not hold them back.
 */
export function mayFire(
  refreshedAt: string | undefined,
  maxAgeSeconds: number,
  now: Date,
): boolean {
  return refreshedAt === undefined || !ratesAreStale({ refreshedAt, maxAgeSeconds }, now);
}
