import { describe, expect, it } from 'vitest';
import { makeCurrencyAdmin, makeLiveMode, makeRateRefreshed } from '@/testing/dashboard-admin';
import {
  TICK_GRACE_MS,
  initialLiveRows,
  liveRowsReducer,
  nextTickDueAt,
  readRateRefreshed,
  tickStillToCome,
  withLivePrices,
} from './refresh-state';

const refreshed = makeRateRefreshed;

describe('the currency rows during a refresh', () => {
  it('wait from when a refresh starts until their own event arrives', () => {
    let state = liveRowsReducer(initialLiveRows, {
      type: 'refresh-started',
      codes: ['EUR', 'USD'],
    });
    expect([...state.refreshing]).toEqual(['EUR', 'USD']);

    state = liveRowsReducer(state, {
      type: 'rate-refreshed',
      event: refreshed(),
      shownRate: '1.1690',
      id: 1,
    });
    expect([...state.refreshing]).toEqual(['USD']);
    expect(state.flashes.EUR).toEqual({ from: '1.1690', to: '1.1702', move: 'up', id: 1 });

    state = liveRowsReducer(state, { type: 'refresh-settled' });
    expect(state.refreshing.size).toBe(0);
  });

  it('take the old rate from the event, or else from what the row showed', () => {
    const state = liveRowsReducer(initialLiveRows, {
      type: 'rate-refreshed',
      event: refreshed({ previousMarketRate: undefined, marketRate: '1.1600' }),
      shownRate: '1.1690',
      id: 7,
    });
    expect(state.flashes.EUR).toMatchObject({ from: '1.1690', to: '1.1600', move: 'down' });
  });

  it('end a flash only with its own timer', () => {
    let state = liveRowsReducer(initialLiveRows, {
      type: 'rate-refreshed',
      event: refreshed(),
      shownRate: null,
      id: 1,
    });
    state = liveRowsReducer(state, {
      type: 'rate-refreshed',
      event: refreshed({ marketRate: '1.1710', previousMarketRate: '1.1702' }),
      shownRate: null,
      id: 2,
    });
    expect(liveRowsReducer(state, { type: 'flash-ended', code: 'EUR', id: 1 })).toBe(state);
    expect(liveRowsReducer(state, { type: 'flash-ended', code: 'EUR', id: 2 }).flashes).toEqual({});
  });

  it('show the prices from the event until the fetched list is as new', () => {
    const state = liveRowsReducer(initialLiveRows, {
      type: 'rate-refreshed',
      event: refreshed(),
      shownRate: null,
      id: 1,
    });
    const listed = makeCurrencyAdmin({
      lastRefreshError: { reason: 'timeout', at: '2025-03-05T14:30:30.000Z' },
    });

    expect(withLivePrices([listed], state.prices)[0]).toMatchObject({
      marketRate: '1.1702',
      sellingPrice: '1.1351',
      buyingPrice: '1.2053',
      rateUpdatedAt: '2025-03-05T14:31:00.000Z',
      lastRefreshError: null,
    });

    const newer = makeCurrencyAdmin({
      marketRate: '1.1720',
      rateUpdatedAt: '2025-03-05T14:32:00Z',
    });
    expect(withLivePrices([newer], state.prices)[0]).toBe(newer);
  });
});

describe('reading rate.refreshed from the staff stream', () => {
  it('takes the payload out of the envelope', () => {
    expect(
      readRateRefreshed({
        type: 'rate.refreshed',
        id: 'e1',
        data: { id: 'e1', type: 'rate.refreshed', payload: refreshed() },
      }),
    ).toEqual(refreshed());
  });

  it('ignores other events and malformed payloads', () => {
    expect(readRateRefreshed({ type: 'order.placed', data: { payload: refreshed() } })).toBeNull();
    expect(
      readRateRefreshed({ type: 'rate.refreshed', data: { payload: { code: 'EUR' } } }),
    ).toBeNull();
    expect(readRateRefreshed({ type: 'rate.refreshed', data: 'text' })).toBeNull();
  });
});

describe('when the next live refresh is due', () => {
  const last = Date.parse('2025-03-05T14:30:00.000Z');

  it('is the last refresh plus the interval', () => {
    expect(nextTickDueAt(makeLiveMode({ enabled: true }), last + 10_000)).toBe(last + 60_000);
  });

  it('is now when live mode has never refreshed, and never when it is off', () => {
    const now = last + 5000;
    expect(nextTickDueAt(makeLiveMode({ enabled: true, lastRefreshAt: null }), now)).toBe(now);
    expect(nextTickDueAt(makeLiveMode({ enabled: false }), now)).toBeNull();
  });

  it('is unknown once a due tick is long overdue, so no row pretends to refresh', () => {
    const mode = makeLiveMode({ enabled: true });
    expect(nextTickDueAt(mode, last + 60_000 + TICK_GRACE_MS - 1)).toBe(last + 60_000);
    expect(nextTickDueAt(mode, last + 60_000 + TICK_GRACE_MS + 1)).toBeNull();
  });
});

describe('a due live tick', () => {
  const due = Date.parse('2025-03-05T14:31:00.000Z');

  it('is still to come when nothing newer than the last refresh was announced', () => {
    expect(tickStillToCome(due, null, 60)).toBe(true);
    expect(tickStillToCome(due, due - 60_000, 60)).toBe(true);
  });

  it('has already come when its events beat our timer (a browser clock behind the server)', () => {
    expect(tickStillToCome(due, due - 1500, 60)).toBe(false);
    expect(tickStillToCome(due, due + 200, 60)).toBe(false);
  });
});
