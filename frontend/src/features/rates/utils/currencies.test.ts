import { describe, expect, it } from 'vitest';
import { filterCurrencies, visibleRows } from '@/features/rates/utils/currencies';
import { currencies } from '@/testing/currency-table';

const codes = (rows: { code: string }[]) => rows.map((row) => row.code);

describe('filterCurrencies', () => {
  it('matches the code whatever case it is typed in', () => {
    expect(codes(filterCurrencies(currencies, 'eur'))).toEqual(['EUR']);
    expect(codes(filterCurrencies(currencies, ' JPY '))).toEqual(['JPY']);
  });

  it('matches the currency name or the country, ignoring case', () => {
    expect(codes(filterCurrencies(currencies, 'yen'))).toEqual(['JPY']);
    expect(codes(filterCurrencies(currencies, 'THAILAND'))).toEqual(['THB']);
    expect(codes(filterCurrencies(currencies, 'dollar'))).toEqual([
      'USD',
      'AUD',
      'CAD',
      'NZD',
      'SGD',
      'HKD',
    ]);
  });

  it('returns every currency for an empty search', () => {
    expect(filterCurrencies(currencies, '   ')).toHaveLength(currencies.length);
  });
});

describe('visibleRows', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('shows the first 12 of more than 20 matches, and all of them when asked', () => {
    expect(visibleRows(rows(21), false)).toEqual({ rows: rows(12), canToggle: true });
    expect(visibleRows(rows(21), true)).toEqual({ rows: rows(21), canToggle: true });
  });

  it('shows 20 or fewer matches in full, with no toggle', () => {
    expect(visibleRows(rows(20), false)).toEqual({ rows: rows(20), canToggle: false });
    expect(visibleRows(rows(5), false)).toEqual({ rows: rows(5), canToggle: false });
  });
});
