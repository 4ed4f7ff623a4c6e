import { useState } from 'react';
import type { CurrencyAdmin } from '@fx/contracts';
import { retryProps } from '@/components/ui/error-panel';
import { CurrencySearchBar } from '@/components/ui/currency-search-bar';
import { useAdminCurrencies } from '../api/get-admin-currencies';
import { useLiveMode } from '../api/live-mode';
import { useLiveRefresh } from '../hooks/use-live-refresh';
import { matchesCurrency } from '@/lib/currency-search';
import { AdminCurrencyTable } from './admin-currency-table';
import { CurrencyListEmpty, CurrencyListError, CurrencyListSkeleton } from './currency-states';
import { LiveControls } from './live-controls';
import '@/styles/dashboard-admin.css';

const NO_CURRENCIES: CurrencyAdmin[] = [];

/** 'Manipulate Currency': live mode, a search, and the table kept current by the event stream. */
export function CurrencyManager() {
  const list = useAdminCurrencies();
  const live = useLiveMode();
  const [query, setQuery] = useState('');
  const { rows, refreshing, flashes, connected, refreshStarted, refreshFinished } = useLiveRefresh({
    currencies: list.data?.currencies ?? NO_CURRENCIES,
    liveMode: live.data,
    onSettled: () => {
      void list.mutate();
      void live.mutate();
    },
    onCurrencyChanged: () => void list.mutate(),
  });
  const shown = rows.filter((currency) => matchesCurrency(currency, query));
  const waiting = rows.filter((row) => refreshing.has(row.code)).length;

  return (
    <div className="currency-manager">
      <LiveControls
        connected={connected}
        onRefreshStarted={refreshStarted}
        onRefreshFinished={refreshFinished}
      />

      <div className="card dash-card">
        <CurrencySearchBar
          query={query}
          onChange={setQuery}
          status={
            list.data
              ? `${shown.length} of ${rows.length} currencies${waiting > 0 ? ` · refreshing ${waiting}…` : ''}`
              : null
          }
        />

        {list.error && !list.data ? (
          <CurrencyListError {...retryProps(list)} />
        ) : !list.data ? (
          <CurrencyListSkeleton />
        ) : shown.length === 0 ? (
          <CurrencyListEmpty query={query} onClear={() => setQuery('')} />
        ) : (
          <AdminCurrencyTable rows={shown} refreshing={refreshing} flashes={flashes} />
        )}
      </div>
    </div>
  );
}
