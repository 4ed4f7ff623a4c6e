import { useEffect, useEffectEvent, useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Finds orders by number, name or e-mail: `onSearch` hears the trimmed text once typing pauses.
 * `value` is the search in force (it may change from outside, e.g. Back).
 */
export function OrderSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  const search = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  useEffect(() => {
    const timer = setTimeout(() => search(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      className="orders-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="currency-search__label">
        Search orders
      </label>
      <div className="currency-search__field">
        <SearchIcon size={18} className="currency-search__icon" />
        <input
          id={inputId}
          className="currency-search__input"
          type="search"
          placeholder="Order number, name or e-mail"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p id={hintId} className="currency-search__hint">
        The start of an order number, or part of a name or e-mail address.
      </p>
    </form>
  );
}
