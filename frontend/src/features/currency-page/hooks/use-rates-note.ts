import type { RatesStatus } from '@fx/contracts';
import { ratesAreStale, ratesStaleAt } from '@fx/contracts/web';
import { useCallback, useSyncExternalStore } from 'react';
import { RatesNotes } from '@/lib/rates-label';

/** setTimeout's longest wait; a later moment is just checked once early. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Why the rates are indicative, or null: the offline snapshot's guide prices, and rates gone stale
 * (orders wait). Staleness depends on the clock, so the server's render and hydration leave it out
 * (React's server snapshot) and the browser adds it, again when the rates turn stale while the
 * page is open.
 */
export function useRatesNote(status: RatesStatus): string | null {
  const staleAt = ratesStaleAt(status).getTime();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const wait = staleAt - Date.now();
      if (Number.isNaN(wait) || wait < 0) return () => {};
      const timer = setTimeout(onChange, Math.min(wait + 1000, MAX_WAIT_MS));
      return () => clearTimeout(timer);
    },
    [staleAt],
  );
  const stale = useSyncExternalStore(
    subscribe,
    () => ratesAreStale(status),
    () => false,
  );
  const notes = [
    status.provider === 'offline' ? RatesNotes.offline : null,
    stale ? RatesNotes.stale : null,
  ].filter((note) => note !== null);
  return notes.length > 0 ? notes.join(' ') : null;
}
