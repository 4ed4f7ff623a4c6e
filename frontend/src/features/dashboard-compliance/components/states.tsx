import type { ReactNode } from 'react';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { DashLoading } from '@/components/layout/dash-loading';
import type { ApiError } from '@/lib/api-client';
import type { StatusFilter } from '../api/compliance';

export type Read<T> = {
  data?: T | undefined;
  error?: ApiError | undefined;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
};

/**
 * Loading, then the content or why it failed: a 403 (not an officer) or 404 plainly, anything
 * else with Try again.
 */
export function Loaded<T>({
  read,
  what,
  children,
}: {
  read: Read<T>;
  /** "the hold", "the reports": used in the loading and error texts. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.error?.statusCode === 403 || read.error?.statusCode === 404) {
    return (
      <div className="state-panel" role="alert">
        <h2 className="state-panel__title">
          {read.error.statusCode === 403
            ? 'No access'
            : `There is no such ${what.replace(/^the /, '')}`}
        </h2>
        <p className="state-panel__text">{read.error.message}</p>
      </div>
    );
  }
  if (read.error) return <ErrorPanel title={`We couldn't load ${what}`} {...retryProps(read)} />;
  return <DashLoading>{`Loading ${what}…`}</DashLoading>;
}

/** Nothing in a list: said in words. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="compliance-empty">{children}</p>;
}

/** Open or closed: the toggle above each of the officer's lists. */
export function StatusTabs({
  label,
  status,
  onChange,
}: {
  /** "Which holds": the group's accessible name. */
  label: string;
  status: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  return (
    <div className="compliance-tabs" role="group" aria-label={label}>
      {(['open', 'closed'] as const).map((each) => (
        <button
          key={each}
          type="button"
          className={`btn btn--sm ${each === status ? 'btn--secondary' : 'btn--outline'}`}
          aria-pressed={each === status}
          onClick={() => onChange(each)}
        >
          {each === 'open' ? 'Open' : 'Closed'}
        </button>
      ))}
    </div>
  );
}
