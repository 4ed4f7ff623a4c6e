/** What the staff searches look in: a currency's code, name and country. */
interface Searchable {
  code: string;
  name: string;
  country: string;
}

/** The staff search (Currency list, branch stock): a part of the code, name or country, any case. */
export function matchesCurrency(currency: Searchable, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return [currency.code, currency.name, currency.country].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}
