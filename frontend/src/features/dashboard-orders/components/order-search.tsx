import { useEffect, useEffectEvent, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';

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
    <SearchField
      className="orders-search"
      label="Search orders"
      placeholder="Order number, name or e-mail"
      hint="The start of an order number, or part of a name or e-mail address."
      value={text}
      onChange={setText}
      onSubmit={() => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
    />
  );
}
