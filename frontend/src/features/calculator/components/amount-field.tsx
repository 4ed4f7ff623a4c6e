import { useId, useReducer } from 'react';

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
  // A keystroke the calculator refuses (a minus sign, a third decimal) leaves `value` as it was,
  // so nothing else renders again, and Preact, unlike React, would leave the refused character in
  // the box. Rendering this field after every keystroke puts `value` back.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
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
          onChange={(event) => {
            onChange(event.target.value);
            renderAgain();
          }}
        />
        <span className="calc-field__code" aria-hidden="true">
          {currency}
        </span>
      </div>
    </div>
  );
}
