import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CurrencyAdmin, LiveMode } from '@fx/contracts';
import { useAdminEvents } from '@/lib/admin-events';
import {
  TICK_GRACE_MS,
  initialLiveRows,
  liveRowsReducer,
  nextTickDueAt,
  readRateRefreshed,
  tickStillToCome,
  withLivePrices,
} from '../utils/refresh-state';

/** How long a row that just got a new rate shows old → new. */
export const FLASH_MS = 6000;
/** After the last event of a refresh (or its HTTP answer), rows still waiting got no new rate. */
const SETTLE_MS = 1500;

/**
 * Ties the currency table to the staff event stream. Rows wait ("refreshing") from when a live
 * tick is due, or a refresh was asked for, until their rate.refreshed event arrives; each event
 * updates its row and shows old → new for a few seconds. Once a refresh has gone quiet, `onSettled`
 * fetches the list and live mode again (failures, the next tick's time).
 */
export function useLiveRefresh({
  currencies,
  liveMode,
  onSettled,
  onCurrencyChanged,
}: {
  currencies: readonly CurrencyAdmin[];
  liveMode: LiveMode | undefined;
  onSettled: () => void;
  onCurrencyChanged: () => void;
}) {
  const [state, dispatch] = useReducer(liveRowsReducer, initialLiveRows);
  const rows = withLivePrices(currencies, state.prices);
  const rowsRef = useRef(rows);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    rowsRef.current = rows;
    onSettledRef.current = onSettled;
  });
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flashTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextFlashId = useRef(1);
  /** When the latest announced refresh started (server time), to skip a tick that already came. */
  const lastAnnouncedAt = useRef<number | null>(null);

  const settleIn = useCallback((ms: number) => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      dispatch({ type: 'refresh-settled' });
      onSettledRef.current();
    }, ms);
  }, []);

  useEffect(() => {
    const timers = flashTimers.current;
    return () => {
      clearTimeout(settleTimer.current);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  /** Every active row waits for news; if none comes within the grace period, they stop waiting. */
  const refreshStarted = useCallback(() => {
    const codes = rowsRef.current.filter((row) => row.active).map((row) => row.code);
    dispatch({ type: 'refresh-started', codes });
    settleIn(TICK_GRACE_MS);
  }, [settleIn]);

  /** The refresh answered: events still on their way get a moment, then waiting rows stop. */
  const refreshFinished = useCallback(() => settleIn(SETTLE_MS), [settleIn]);

  const { connected } = useAdminEvents((event) => {
    if (event.type === 'currency.changed') {
      onCurrencyChanged();
      return;
    }
    const refreshed = readRateRefreshed(event);
    if (!refreshed) return;
    const at = Date.parse(refreshed.refreshedAt);
    if (!Number.isNaN(at)) lastAnnouncedAt.current = Math.max(lastAnnouncedAt.current ?? at, at);
    const id = nextFlashId.current++;
    const shownRate = rowsRef.current.find((row) => row.code === refreshed.code)?.marketRate;
    dispatch({ type: 'rate-refreshed', event: refreshed, shownRate: shownRate ?? null, id });
    const timer = setTimeout(() => {
      flashTimers.current.delete(timer);
      dispatch({ type: 'flash-ended', code: refreshed.code, id });
    }, FLASH_MS);
    flashTimers.current.add(timer);
    settleIn(SETTLE_MS);
  });

  // Live mode: rows wait from when the next tick is due. A fresh live mode (after each refresh)
  // moves the due time on; with no tick in sight, live mode is read again after an interval.
  const enabled = liveMode?.enabled ?? false;
  const lastRefreshAt = liveMode?.lastRefreshAt ?? null;
  const intervalSeconds = liveMode?.intervalSeconds ?? 60;
  useEffect(() => {
    if (!enabled) return;
    const now = Date.now();
    const due = nextTickDueAt({ enabled, lastRefreshAt, intervalSeconds }, now);
    const timer =
      due === null
        ? setTimeout(() => onSettledRef.current(), intervalSeconds * 1000)
        : setTimeout(
            () => {
              if (tickStillToCome(due, lastAnnouncedAt.current, intervalSeconds)) refreshStarted();
            },
            Math.max(0, due - now),
          );
    return () => clearTimeout(timer);
  }, [enabled, lastRefreshAt, intervalSeconds, refreshStarted]);

  return {
    rows,
    refreshing: state.refreshing,
    flashes: state.flashes,
    connected,
    refreshStarted,
    refreshFinished,
  };
}
