import type { CurrencyAdmin, LiveMode, RateRefreshed } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';
import type { AdminEvent } from '@/lib/admin-events';

/**
 * What the currency table shows of rate refreshes, driven only by the server's events: which rows
 * wait for a refresh that is due or was asked for, the rows that just got a new rate (old → new),
 * and the new prices until the list is fetched again.
 */

export type RateMove = 'up' | 'down' | 'same';

/** A row that just got a new market rate, shown for a few seconds. */
export type RateFlash = { from: string | null; to: string; move: RateMove; id: number };

type RowPrices = Pick<
  CurrencyAdmin,
  'marketRate' | 'buyingPrice' | 'sellingPrice' | 'rateUpdatedAt' | 'lastRefreshError'
>;

export type LiveRowsState = {
  /** Codes waiting for their rate.refreshed event. */
  refreshing: ReadonlySet<string>;
  flashes: Readonly<Record<string, RateFlash>>;
  /** Prices from events, laid over the fetched list until it catches up. */
  prices: Readonly<Record<string, RowPrices>>;
};

export const initialLiveRows: LiveRowsState = {
  refreshing: new Set(),
  flashes: {},
  prices: {},
};

export type LiveRowsAction =
  /** A refresh is due (live mode) or was asked for (Refresh now): these rows wait for news. */
  | { type: 'refresh-started'; codes: readonly string[] }
  /**
   * One currency's rate.refreshed arrived; `shownRate` is what its row showed until now, `id`
   * numbers the flash so that an old timer cannot end a newer one.
   */
  | { type: 'rate-refreshed'; event: RateRefreshed; shownRate: string | null; id: number }
  /** The refresh is over: rows still waiting did not get a new rate this time. */
  | { type: 'refresh-settled' }
  | { type: 'flash-ended'; code: string; id: number };

function move(from: string | null, to: string): RateMove {
  if (from === null) return 'same';
  const order = new Decimal(to).cmp(new Decimal(from));
  return order > 0 ? 'up' : order < 0 ? 'down' : 'same';
}

export function liveRowsReducer(state: LiveRowsState, action: LiveRowsAction): LiveRowsState {
  switch (action.type) {
    case 'refresh-started':
      return { ...state, refreshing: new Set([...state.refreshing, ...action.codes]) };
    case 'rate-refreshed': {
      const { event } = action;
      const refreshing = new Set(state.refreshing);
      refreshing.delete(event.code);
      const from = event.previousMarketRate ?? action.shownRate;
      return {
        refreshing,
        flashes: {
          ...state.flashes,
          [event.code]: {
            from,
            to: event.marketRate,
            move: move(from, event.marketRate),
            id: action.id,
          },
        },
        prices: {
          ...state.prices,
          [event.code]: {
            marketRate: event.marketRate,
            // Buying Price is the Click & Sell rate, Selling Price the Click & Collect rate.
            buyingPrice: event.rates.sell,
            sellingPrice: event.rates.collect,
            rateUpdatedAt: event.refreshedAt,
            lastRefreshError: null,
          },
        },
      };
    }
    case 'refresh-settled':
      return state.refreshing.size === 0 ? state : { ...state, refreshing: new Set() };
    case 'flash-ended': {
      if (state.flashes[action.code]?.id !== action.id) return state;
      const { [action.code]: _ended, ...flashes } = state.flashes;
      return { ...state, flashes };
    }
  }
}

/** The fetched rows with newer prices from events laid over them. */
export function withLivePrices(
  currencies: readonly CurrencyAdmin[],
  prices: LiveRowsState['prices'],
): CurrencyAdmin[] {
  return currencies.map((currency) => {
    const live = prices[currency.code];
    if (!live || Date.parse(live.rateUpdatedAt) <= Date.parse(currency.rateUpdatedAt)) {
      return currency;
    }
    return { ...currency, ...live };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The payload of a rate.refreshed event from the staff stream, or null for anything else. */
export function readRateRefreshed(event: AdminEvent): RateRefreshed | null {
  if (event.type !== 'rate.refreshed' || !isRecord(event.data)) return null;
  const payload = event.data.payload;
  if (!isRecord(payload) || !isRecord(payload.rates)) return null;
  const { code, marketRate, previousMarketRate, refreshedAt, provider } = payload;
  const { collect, sell } = payload.rates;
  if (
    typeof code !== 'string' ||
    typeof marketRate !== 'string' ||
    typeof refreshedAt !== 'string' ||
    typeof collect !== 'string' ||
    typeof sell !== 'string' ||
    (previousMarketRate !== undefined && typeof previousMarketRate !== 'string')
  ) {
    return null;
  }
  return {
    code,
    marketRate,
    ...(previousMarketRate === undefined ? {} : { previousMarketRate }),
    rates: { collect, sell },
    provider: typeof provider === 'string' ? provider : '',
    refreshedAt,
  };
}

/** How long after a due tick rows may wait for its events before we stop saying "refreshing". */
export const TICK_GRACE_MS = 15_000;

/**
 * When live mode's next refresh is due (ms since the epoch): the last refresh plus the interval,
 * or now if it never ran. Null when live mode is off, or when the due time is long past (no tick
 * came: we do not pretend rows are refreshing). Switching it on runs a refresh at once; the
 * screen marks that one itself.
 */
export function nextTickDueAt(
  mode: Pick<LiveMode, 'enabled' | 'lastRefreshAt' | 'intervalSeconds'>,
  now: number,
): number | null {
  if (!mode.enabled) return null;
  if (mode.lastRefreshAt === null) return now;
  const due = Date.parse(mode.lastRefreshAt) + mode.intervalSeconds * 1000;
  return due + TICK_GRACE_MS < now ? null : due;
}

/**
 * Whether the tick due at `dueAt` still has to come: not when a refresh at least half an interval
 * after the previous one was already announced (the browser's clock may run behind the server's,
 * so its events can arrive before our timer fires).
 */
export function tickStillToCome(
  dueAt: number,
  lastAnnouncedAt: number | null,
  intervalSeconds: number,
): boolean {
  return lastAnnouncedAt === null || lastAnnouncedAt < dueAt - (intervalSeconds * 1000) / 2;
}
