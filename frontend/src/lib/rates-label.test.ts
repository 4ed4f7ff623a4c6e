import type { RatesStatus } from '@fx/contracts';
import { describe, expect, it } from 'vitest';
import { RatesNotes, describeRates, indicativeQuoteNote } from './rates-label';

const now = new Date('2025-06-30T13:10:00.000Z'); // 14:10 in London
const status = (overrides: Partial<RatesStatus> = {}): RatesStatus => ({
  provider: 'conversion-api',
  live: true,
  refreshedAt: '2025-06-30T13:05:00.000Z',
  maxAgeSeconds: 900,
  ...overrides,
});

describe('what a page says about its rates', () => {
  it('says "live" only for live mode with fresh rates, with the London time', () => {
    expect(describeRates(status(), now)).toEqual({
      tone: 'live',
      badge: 'Live',
      when: '14:05 today',
      updated: 'Rates updated 14:05 today',
      note: null,
    });
  });

  it('calls stale rates indicative, even in live mode, and says orders wait', () => {
    const label = describeRates(status({ refreshedAt: '2025-06-30T12:50:00.000Z' }), now);
    expect(label.tone).toBe('indicative');
    expect(label.badge).toBe('Indicative');
    expect(label.note).toBe(RatesNotes.stale);
    expect(label.updated).toBe('Rates updated 13:50 today');
  });

  it('calls the offline snapshot indicative and names it, never live', () => {
    const label = describeRates(status({ provider: 'offline', live: true }), now);
    expect(label.tone).toBe('indicative');
    expect(label.note).toBe(RatesNotes.offline);
  });

  it('gives an old snapshot both reasons, with the day it was taken', () => {
    const label = describeRates(
      status({ provider: 'offline', live: false, refreshedAt: '2025-06-29T15:00:00.000Z' }),
      now,
    );
    expect(label.note).toBe(`${RatesNotes.offline} ${RatesNotes.stale}`);
    expect(label.updated).toBe('Rates updated 16:00 on 29 June 2025');
  });

  it('says only when fresh market rates were updated when live mode is off', () => {
    expect(describeRates(status({ live: false }), now)).toMatchObject({
      tone: 'updated',
      badge: null,
      note: null,
    });
  });

  it('explains an indicative quote by the table it came with', () => {
    expect(indicativeQuoteNote(status({ provider: 'offline', live: false }), now)).toBe(
      `These prices are indicative. ${RatesNotes.offline}`,
    );
    expect(indicativeQuoteNote(undefined, now)).toBe(
      `These prices are indicative. ${RatesNotes.stale}`,
    );
  });
});
