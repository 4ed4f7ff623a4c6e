import type { ReactNode } from 'react';
import { SearchField } from '@/components/ui/search-field';

/**
 * The staff's currency search (the Currency list, a branch's stock): the box, and a line read out
 * as it changes, e.g. "12 of 78 currencies".
 */
export function CurrencySearchBar({
  query,
  onChange,
  status,
}: {
  query: string;
  onChange: (query: string) => void;
  status: ReactNode;
}) {
  return (
    <div className="currency-manager__toolbar">
      <SearchField
        look="admin"
        label="Search currencies"
        placeholder="Code, currency or country"
        value={query}
        onChange={onChange}
      />
      <p className="currency-manager__count" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
