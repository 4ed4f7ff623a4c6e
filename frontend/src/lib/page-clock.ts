import { createContext, use, useSyncExternalStore } from 'react';

/**
 * The moment (ms since the epoch) the server rendered the page the browser is hydrating; undefined
 * for a page the browser renders itself.
 */
export const PageTimeContext = createContext<number | undefined>(undefined);

const neverChanges = () => () => {};

/**
 * Now, for text that depends on it ("Rates updated 14:05 today", "Collect today"): the server's
 * moment while the page is rendered on the server and hydrated in the browser, so both say the
 * same; the clock's after hydration (React renders again once the page is live).
 */
export function useNow(): Date {
  const pageTime = use(PageTimeContext);
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return hydrating && pageTime !== undefined ? new Date(pageTime) : new Date();
}
