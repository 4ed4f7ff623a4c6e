import { useState } from 'react';
import type { CollectionBranch, PricedCurrency } from '@fx/contracts';
import { stockOf } from '@fx/contracts/web';
import { CurrencySearchBar } from '@/components/ui/currency-search-bar';
import { matchesCurrency } from '@/lib/currency-search';
import { StockRow } from './stock-row';
import type { RowNote } from './stock-row';

/**
 * Each currency on sale and what the branch says of it, with a search. A row shows who changed
 * it when the change came from elsewhere.
 */
export function StockTable({
  branch,
  currencies,
  notes,
  onSaved,
}: {
  branch: CollectionBranch;
  currencies: readonly PricedCurrency[];
  notes: Readonly<Record<string, RowNote>>;
  onSaved: (currency: string) => void;
}) {
  const [query, setQuery] = useState('');
  const shown = currencies.filter((currency) => matchesCurrency(currency, query));
  return (
    <>
      <CurrencySearchBar
        query={query}
        onChange={setQuery}
        status={`${shown.length} of ${currencies.length} currencies`}
      />
      {shown.length === 0 ? (
        <p className="branch-stock__none">No currency matches “{query}”.</p>
      ) : (
        <div className="admin-table-wrap branch-stock__scroll">
          <table className="admin-table admin-table--compact branch-stock">
            <caption className="visually-hidden">Stock at {branch.name}</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Status</th>
                <th scope="col">Lead time</th>
                <th scope="col" className="admin-table__action">
                  <span className="visually-hidden">Save</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((currency) => {
                const level = stockOf(branch.stock, currency.code);
                return (
                  <StockRow
                    key={`${currency.code}:${level.status}:${level.leadDays}`}
                    branchId={branch.id}
                    currency={currency}
                    level={level}
                    note={notes[currency.code]}
                    onSaved={() => onSaved(currency.code)}
                  />
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
