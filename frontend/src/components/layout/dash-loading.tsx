import type { ReactNode } from 'react';

/** A staff screen's "Loading …" line, after a spinner. */
export function DashLoading({ children }: { children: ReactNode }) {
  return (
    <p className="dash-loading" role="status">
      <span className="dash-spinner" aria-hidden="true" /> {children}
    </p>
  );
}
