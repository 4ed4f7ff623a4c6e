import type { PricedCurrency } from '@fx/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currencyLabel } from '@/features/rates/utils/currencies';

/**
 * The code badge and the "Euro - EUR" label, which is cut short with an ellipsis on small screens.
 * The label links to the currency's own page (its rates, chart and questions).
 */
export function CurrencyName({ currency }: { currency: PricedCurrency }) {
  const label = currencyLabel(currency);
  return (
    <span className="currency-name">
      <span className="currency-name__code" aria-hidden="true">
        {currency.code}
      </span>
      <span className="currency-name__text">
        <Link to={paths.currency(currency.code)} className="currency-name__label" title={label}>
          {label}
        </Link>
        <span className="currency-name__country">{currency.country}</span>
      </span>
    </span>
  );
}
