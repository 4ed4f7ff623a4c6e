import type { CollectionBranch, StockStatus, Way } from '@fx/contracts';
import {
  currencyUnavailableMessage,
  firstCollectionDay,
  relativeDayLabel,
  stockOf,
} from '@fx/contracts/web';

/**
 * What a branch's stock means for a customer: when a currency can be collected, or that it cannot
 * be ordered at all. The calculator, the rate list and the order form say it the same way, from
 * the same rules the server applies (@fx/contracts' collection-day rules).
 */
export interface CurrencyAvailability {
  status: StockStatus;
  /** "Collect today", "Collect tomorrow", "Collect from Thursday", "Not available"; null when
   *  no day is open within the days offered. */
  label: string | null;
  /** Why Click & Collect is refused (an unavailable currency), else null. */
  reason: string | null;
  /** The first day it can be collected (2026-11-26), null when unavailable or none is in reach. */
  firstDay: string | null;
}

/** "Collect today", "Collect tomorrow", "Collect from Thursday". */
export function collectFromLabel(date: string, now: Date): string {
  const day = relativeDayLabel(date, now);
  return day === 'today' || day === 'tomorrow' ? `Collect ${day}` : `Collect from ${day}`;
}

/** When `currency` can be collected from `branch`, seen at `now`. */
export function currencyAvailability(
  branch: CollectionBranch,
  currency: string,
  now: Date,
): CurrencyAvailability {
  const level = stockOf(branch.stock, currency);
  if (level.status === 'unavailable') {
    return {
      status: level.status,
      label: 'Not available',
      reason: currencyUnavailableMessage(currency),
      firstDay: null,
    };
  }
  const firstDay = firstCollectionDay(branch.schedule, now, level.leadDays);
  return {
    status: level.status,
    label: firstDay ? collectFromLabel(firstDay, now) : null,
    reason: null,
    firstDay,
  };
}

/**
 * The branch a currency can be collected from first (with several branches, what the calculator
 * and the rate list promise), and its availability there; undefined with no branches.
 */
export function earliestAvailability(
  branches: readonly CollectionBranch[],
  currency: string,
  now: Date,
): { branch: CollectionBranch; availability: CurrencyAvailability } | undefined {
  let best: { branch: CollectionBranch; availability: CurrencyAvailability } | undefined;
  for (const branch of branches) {
    const availability = currencyAvailability(branch, currency, now);
    if (!best || earlier(availability, best.availability)) best = { branch, availability };
  }
  return best;
}

/** A day beats no day; an earlier day beats a later one; anything beats unavailable. */
function earlier(candidate: CurrencyAvailability, current: CurrencyAvailability): boolean {
  if (current.status === 'unavailable') return candidate.status !== 'unavailable';
  if (!candidate.firstDay) return false;
  return !current.firstDay || candidate.firstDay < current.firstDay;
}

/** The currencies of a Click & Collect order the branch cannot supply (none for Click & Sell). */
export function unavailableAt(
  branch: CollectionBranch,
  way: Way,
  currencies: readonly string[],
): string[] {
  if (way === 'sell') return [];
  return currencies.filter((currency) => stockOf(branch.stock, currency).status === 'unavailable');
}
