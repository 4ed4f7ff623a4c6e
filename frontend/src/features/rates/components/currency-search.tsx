import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons';

export function CurrencySearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <form className="currency-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="currency-search__label">
        Find your Currency
      </label>
      <div className="currency-search__field">
        <SearchIcon size={18} className="currency-search__icon" />
        <input
          id={inputId}
          className="currency-search__input"
          type="search"
          placeholder="Enter currency name"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={hintId} className="currency-search__hint">
        Search by code, currency or country, for example EUR, yen or Thailand.
      </p>
    </form>
  );
}
