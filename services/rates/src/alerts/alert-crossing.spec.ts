import type { CurrencyChanged, RateRefreshed } from '@fx/contracts';
import { mayFire, rateOfChange, rateOfRefresh, reaches } from './alert-crossing';

const refreshed = (collect: string): RateRefreshed => ({
  code: 'EUR',
  marketRate: '1.1600',
  rates: { collect, sell: '1.2100' },
  provider: 'test',
  refreshedAt: '2026-11-23T10:00:00.000Z',
});

const changed = (change: Partial<CurrencyChanged>): CurrencyChanged => ({
  code: 'EUR',
  change: 'updated',
  name: 'Euro',
  country: 'Eurozone',
  marketRate: '1.2000',
  sellMarginPct: '-5',
  buyMarginPct: '5',
  active: true,
  changedAt: '2026-11-23T10:00:00.000Z',
  ...change,
});

describe('when a rate alert fires', () => {
  it('fires when the rate reaches the target exactly or goes beyond it, not a hair below', () => {
    expect(reaches('1.1500', '1.15')).toBe(true);
    expect(reaches('1.1501', '1.1500')).toBe(true);
    expect(reaches('1.1499', '1.1500')).toBe(false);
    expect(reaches('0.9999', '1')).toBe(false);
  });

  it('compares decimals as numbers, never as text', () => {
    expect(reaches('10.0000', '9.5000')).toBe(true);
    expect(reaches('9.5000', '10.0000')).toBe(false);
    expect(reaches('140.2500', '140.25')).toBe(true);
  });

  it('checks a refresh against its Click & Collect rate, not the market or sell rate', () => {
    expect(rateOfRefresh(refreshed('1.1020'))).toBe('1.1020');
  });

  it('checks a margin change against the customer rate the new margin gives', () => {
    // 1.2000 x (1 - 5%) = 1.1400: a wider margin can only move a customer further from a target.
    expect(rateOfChange(changed({ sellMarginPct: '-5' }))).toBe('1.1400');
    expect(rateOfChange(changed({ sellMarginPct: '-2.5' }))).toBe('1.1700');
  });

  it('checks nothing for a currency taken off sale', () => {
    expect(rateOfChange(changed({ active: false, change: 'deactivated' }))).toBeNull();
  });

  it('never fires on a stale rate, and fires on a fresh one', () => {
    const now = new Date('2026-11-23T10:10:00.000Z');
    expect(mayFire('2026-11-23T10:00:00.000Z', 900, now)).toBe(true);
    expect(mayFire('2026-11-23T09:50:00.000Z', 900, now)).toBe(false);
  });

  it('does not hold alerts back when the rate age cannot be read', () => {
    expect(mayFire(undefined, 900, new Date('2026-11-29T11:00:00.000Z'))).toBe(true);
  });
});
