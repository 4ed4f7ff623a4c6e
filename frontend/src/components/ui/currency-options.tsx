import type { PricedCurrency } from '@fx/contracts';

/** The options of a currency <select>: "EUR · Euro", in the table's order. */
export function CurrencyOptions({ currencies }: { currencies: readonly PricedCurrency[] }) {
  return currencies.map((currency) => (
    <option key={currency.code} value={currency.code}>
      {currency.code} · {currency.name}
    </option>
  ));
}
