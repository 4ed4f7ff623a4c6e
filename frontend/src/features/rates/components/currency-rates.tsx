import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { useCurrencies } from '@/lib/get-currencies';
import { RatesEmpty } from '@/features/rates/components/rates-empty';
import { RatesError } from '@/features/rates/components/rates-error';
import { RatesSkeleton } from '@/features/rates/components/rates-skeleton';
import { RatesTable } from '@/features/rates/components/rates-table';
import type { CurrencyAction } from '@/features/rates/components/rates-table';
import { RatesTabs } from '@/features/rates/components/rates-tabs';
import { AllCurrencyLinks } from '@/features/rates/components/all-currency-links';
import { useAvailability } from '@/features/rates/hooks/use-availability';
import { filterCurrencies, visibleRows } from '@/features/rates/utils/currencies';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * The searchable rate list: a table on wide screens, Click & Collect / Click & Sell tabs on
 * narrow ones (CSS picks which one shows), with loading, error and no-match states. Click &
 * Collect says the branch's stock (an order-in currency's first day; "Not available").
 */
export function CurrencyRates({ rateAction }: { rateAction?: CurrencyAction } = {}) {
  const { data, error, isValidating, mutate } = useCurrencies();
  const availabilityOf = useAvailability();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const tableId = useId();
  const tabsId = useId();

  const retry = () => void mutate();

  let body: ReactNode;
  let footer: ReactNode = null;
  if (!data) {
    body = error ? (
      <RatesError
        message={error.message || NETWORK_ERROR_MESSAGE}
        retrying={isValidating}
        onRetry={retry}
      />
    ) : (
      <RatesSkeleton />
    );
  } else {
    const matches = filterCurrencies(data.currencies, query);
    const { rows, canToggle } = visibleRows(matches, showAll);
    if (matches.length === 0) {
      body = <RatesEmpty query={query} onClear={() => setQuery('')} />;
    } else {
      body = (
        <>
          <RatesTable
            id={tableId}
            currencies={rows}
            rateAction={rateAction}
            availabilityOf={availabilityOf}
          />
          <RatesTabs
            id={tabsId}
            currencies={rows}
            rateAction={rateAction}
            availabilityOf={availabilityOf}
          />
        </>
      );
    }
    footer = (
      <div className="rates__footer">
        <p className={matches.length === 0 ? 'visually-hidden' : 'rates__count'} role="status">
          {matches.length === 0
            ? 'No currency matches your search'
            : `Showing ${rows.length} of ${matches.length} ${matches.length === 1 ? 'currency' : 'currencies'}`}
        </p>
        {canToggle ? (
          <Button
            className="needs-script"
            variant="secondary"
            aria-expanded={showAll}
            aria-controls={`${tableId} ${tabsId}`}
            onClick={() => {
              if (showAll) {
                const section = sectionRef.current;
                if (section && typeof section.scrollIntoView === 'function') {
                  section.scrollIntoView({ block: 'start' });
                }
              }
              setShowAll(!showAll);
            }}
          >
            {showAll ? 'Show Less' : 'Show All'}
          </Button>
        ) : null}
        {canToggle && !showAll ? <AllCurrencyLinks currencies={matches} /> : null}
      </div>
    );
  }

  return (
    <section ref={sectionRef} className="card rates" aria-labelledby={titleId}>
      <div className="rates__head">
        <div>
          <h2 id={titleId} className="rates__title">
            Today's rates
          </h2>
          {data ? (
            <p className="rates__as-of">Per 1 {data.base}. Rates in branch may differ.</p>
          ) : null}
        </div>
        <SearchField
          label="Find your Currency"
          placeholder="Enter currency name"
          hint="Search by code, currency or country, for example EUR, yen or Thailand."
          value={query}
          onChange={setQuery}
        />
      </div>
      {data && error ? (
        <p className="rates__stale" role="status">
          We couldn't refresh the rates just now, so these may be out of date.{' '}
          <button type="button" className="link-button" onClick={retry}>
            Refresh rates
          </button>
        </p>
      ) : null}
      <div className="rates__body">{body}</div>
      {footer}
    </section>
  );
}
