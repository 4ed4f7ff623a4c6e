import type { PricedCurrency } from '@fx/contracts';

/** Rows shown before "Show All" is pressed. */
export const INITIAL_ROWS = 12;
/** The Show All / Show Less toggle appears only when more rows than this match. */
export const TOGGLE_THRESHOLD = 20;

/** The row label the rates list shows: "Euro - EUR". */
export function currencyLabel(currency: Pick<PricedCurrency, 'name' | 'code'>): string {
  return `${currency.name} - ${currency.code}`;
}

/**
 * The search box matches the code (what was typed, uppercased) or, ignoring case, the
 * currency's name or country: "eur", "EUR", "yen" and "japan" all find what you would expect.
 */
export function filterCurrencies(
  currencies: readonly PricedCurrency[],
  query: string,
): PricedCurrency[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...currencies];
  const upper = trimmed.toUpperCase();
  const lower = trimmed.toLocaleLowerCase('en-GB');
  return currencies.filter(
    (currency) =>
      currency.code.includes(upper) ||
      currency.name.toLocaleLowerCase('en-GB').includes(lower) ||
      currency.country.toLocaleLowerCase('en-GB').includes(lower),
  );
}

/**
 * Which rows to show: everything when 20 or fewer match (there is no toggle to reach more),
 * otherwise the first 12 until the visitor asks for all of them.
 */
export function visibleRows<T>(
  rows: readonly T[],
  showAll: boolean,
): { rows: T[]; canToggle: boolean } {
  const canToggle = rows.length > TOGGLE_THRESHOLD;
  return { rows: canToggle && !showAll ? rows.slice(0, INITIAL_ROWS) : [...rows], canToggle };
}
