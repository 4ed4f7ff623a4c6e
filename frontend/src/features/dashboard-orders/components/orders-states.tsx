import { ErrorPanel } from '@/components/ui/error-panel';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';

/** Grey placeholder rows while a list loads. */
export function OrdersSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="orders-skeleton" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="orders-skeleton__row" aria-hidden="true">
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton orders-skeleton__wide" />
          <span className="skeleton orders-skeleton__wide" />
          <span className="skeleton skeleton--button" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to show: an empty list, or nothing matching the search. */
export function OrdersEmpty({
  title,
  text,
  onClear,
}: {
  title: string;
  text: string;
  onClear?: () => void;
}) {
  return (
    <div className="state-panel orders-state">
      <span className="state-panel__icon state-panel__icon--muted">
        <SearchIcon size={24} />
      </span>
      <h3 className="state-panel__title">{title}</h3>
      <p className="state-panel__text">{text}</p>
      {onClear ? (
        <Button variant="outline" onClick={onClear}>
          Clear search
        </Button>
      ) : null}
    </div>
  );
}

/** The list (or the order) could not be loaded: the reason, and Try again. */
export function OrdersError(props: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return <ErrorPanel headingLevel={3} className="orders-state" {...props} />;
}
