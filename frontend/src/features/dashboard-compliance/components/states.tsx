import type { ReactNode } from 'react';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { DashLoading } from '@/components/layout/dash-loading';
import type { ApiError } from '@/lib/api-client';

type Read<T> = {
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
