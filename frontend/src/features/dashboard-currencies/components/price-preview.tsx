import { customerRate } from '@fx/contracts/web';
import { normaliseMargin, validateCurrencyField } from '../utils/currency-form';
import type { CurrencyFormValues } from '../utils/currency-form';

/** The customer prices the margins make at the checked market rate, when both are valid. */
export function PricePreview({
  values,
  marketRate,
}: {
  values: CurrencyFormValues;
  marketRate: string;
}) {
  if (validateCurrencyField('sellMarginPct', values.sellMarginPct)) return null;
  if (validateCurrencyField('buyMarginPct', values.buyMarginPct)) return null;
  const price = {
    marketRate,
    sellMarginPct: normaliseMargin(values.sellMarginPct),
    buyMarginPct: normaliseMargin(values.buyMarginPct),
  };
  return (
    <dl className="currency-form__preview">
      <div>
        <dt>Selling Price (Click &amp; Collect)</dt>
        <dd>{customerRate('collect', price)}</dd>
      </div>
      <div>
        <dt>Buying Price (Click &amp; Sell)</dt>
        <dd>{customerRate('sell', price)}</dd>
      </div>
    </dl>
  );
}
