import { ErrorPanel } from '@/components/ui/error-panel';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';

export function CurrencyListError(props: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return <ErrorPanel title="We couldn't load the currencies" headingLevel={3} {...props} />;
}

export function CurrencyListSkeleton() {
  return (
    <div className="admin-skeleton" role="status" aria-label="Loading the currencies">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="admin-skeleton__row" aria-hidden="true">
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      ))}
    </div>
  );
}

export function CurrencyListEmpty({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="state-panel">
      <span className="state-panel__icon state-panel__icon--muted">
        <SearchIcon size={24} />
      </span>
      {query.trim() ? (
        <>
          <h3 className="state-panel__title">{`No currency matches "${query.trim()}"`}</h3>
          <p className="state-panel__text">Search by code, currency name or country.</p>
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
        </>
      ) : (
        <>
          <h3 className="state-panel__title">No currencies yet</h3>
          <p className="state-panel__text">Add the first one from Add Currency.</p>
        </>
      )}
    </div>
  );
}
