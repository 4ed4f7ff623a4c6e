import { useId } from 'react';

/**
 * One amount box: a labelled decimal input with the currency code beside it. The label reads
 * "You pay (GBP)"; the visible code is decoration.
 */
export function AmountField({
  label,
  currency,
  value,
  places,
  disabled,
  onChange,
}: {
  label: string;
  currency: string;
  value: string;
  places: number;
  disabled: boolean;
  onChange: (raw: string) => void;
}) {
  const id = useId();
  return (
    <div className="calc-field">
      <label className="calc-field__label" htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({currency})</span>
      </label>
      <div className="calc-field__control">
        <input
          id={id}
          className="calc-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={places > 0 ? `0.${'0'.repeat(places)}` : '0'}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="calc-field__code" aria-hidden="true">
          {currency}
        </span>
      </div>
    </div>
  );
}
