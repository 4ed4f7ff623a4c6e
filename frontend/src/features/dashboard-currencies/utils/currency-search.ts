import type { CurrencyAdmin } from '@fx/contracts';

/** The staff search: a part of the code, the currency's name or the country, any case. */
export function matchesCurrency(currency: CurrencyAdmin, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return [currency.code, currency.name, currency.country].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}
