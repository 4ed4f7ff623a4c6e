import type { RatesStatus } from '@fx/contracts';
import { ratesAreIndicative, ratesAreStale } from '@fx/contracts/web';
import { formatUpdatedAt } from '@/lib/format';

/**
 * What a page may say about the rates it shows, from the rate table's status: "live" only when
 * live mode's last refresh succeeded and the rates are fresh, "indicative" (with why) for the
 * offline snapshot or stale rates, and otherwise just when they were updated.
 */
export type RatesTone = 'live' | 'indicative' | 'updated';

export interface RatesLabel {
  tone: RatesTone;
  /** "Live", "Indicative", or null when the rates are neither. */
  badge: string | null;
  /** "14:05 today", "16:00 on 30 June 2025": when the rates were last refreshed (UK time). */
  when: string;
  /** "Rates updated 14:05 today". */
  updated: string;
  /** Why the rates are indicative, in plain words; null when they are not. */
  note: string | null;
}

export const RatesNotes = {
  offline: 'These are guide prices from our stored rate sheet, not live market prices.',
  stale:
    "Our rates are out of date while we update them, so you can't place an order until they are.",
} as const;

export function describeRates(status: RatesStatus, now: Date = new Date()): RatesLabel {
  const when = formatUpdatedAt(status.refreshedAt, now);
  const updated = `Rates updated ${when}`;
  if (ratesAreIndicative(status, now)) {
    const notes = [
      status.provider === 'offline' ? RatesNotes.offline : null,
      ratesAreStale(status, now) ? RatesNotes.stale : null,
    ];
    return {
      tone: 'indicative',
      badge: 'Indicative',
      when,
      updated,
      note: notes.filter((note) => note !== null).join(' '),
    };
  }
  if (status.live) return { tone: 'live', badge: 'Live', when, updated, note: null };
  return { tone: 'updated', badge: null, when, updated, note: null };
}

/**
 * The note beside prices from a quote the API marked indicative: the snapshot's guide prices, or
 * (with stale rates, or no table to tell) rates being updated, which cannot be ordered on yet.
 */
export function indicativeQuoteNote(
  status: RatesStatus | undefined,
  now: Date = new Date(),
): string {
  const why =
    status && status.provider === 'offline' && !ratesAreStale(status, now)
      ? RatesNotes.offline
      : RatesNotes.stale;
  return `These prices are indicative. ${why}`;
}
