import type { PricedCurrency } from '@fx/contracts';
import { currencyLabel } from '@/features/rates/utils/currencies';

/** The code badge and the "Euro - EUR" label, which is cut short with an ellipsis on small screens. */
export function CurrencyName({ currency }: { currency: PricedCurrency }) {
  const label = currencyLabel(currency);
  return (
    <span className="currency-name">
      <span className="currency-name__code" aria-hidden="true">
        {currency.code}
      </span>
      <span className="currency-name__text">
        <span className="currency-name__label" title={label}>
          {label}
        </span>
        <span className="currency-name__country">{currency.country}</span>
      </span>
    </span>
  );
}
