import type { PricedCurrency } from '@fx/contracts';
import { paths } from '@/config/paths';
import { currencyLabel } from '@/features/rates/utils/currencies';

/**
 * With JavaScript off, "Show All" cannot open the rest of the list: every currency's own page is
 * linked instead (the browser renders nothing of it when scripts run).
 */
export function AllCurrencyLinks({ currencies }: { currencies: readonly PricedCurrency[] }) {
  return (
    <noscript>
      <p className="rates__count">Every currency has a page of its own:</p>
      <ul className="rates__all-links">
        {currencies.map((currency) => (
          <li key={currency.code}>
            <a href={paths.currency(currency.code)}>{currencyLabel(currency)}</a>
          </li>
        ))}
      </ul>
    </noscript>
  );
}
