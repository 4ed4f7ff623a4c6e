import type { PricedCurrency } from '@fx/contracts';
import { memo } from 'react';

/**
 * The options of a currency <select>: "EUR · Euro", in the table's order. Seventy-odd elements,
 * rendered again only when the table changes, not with every render of the form around them.
 */
export const CurrencyOptions = memo(function CurrencyOptions({
  currencies,
}: {
  currencies: readonly PricedCurrency[];
}) {
  return currencies.map((currency) => (
    <option key={currency.code} value={currency.code}>
      {currency.code} · {currency.name}
    </option>
  ));
});
