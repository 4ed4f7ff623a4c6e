import { createContext, startTransition, use, useEffect, useState } from 'react';
import { pageIsHydrating } from '@/lib/page-hydration';

/**
 * The moment (ms since the epoch) the server rendered the page the browser is hydrating; undefined
 * for a page the browser renders itself.
 */
export const PageTimeContext = createContext<number | undefined>(undefined);

/**
 * Now, for text that depends on it ("Rates updated 14:05 today", "Collect today"): the server's
 * moment while the page is rendered on the server and hydrated in the browser, so both say the
 * same; the clock's once the page is live. That second render is a transition: React does it in
 * slices between the visitor's taps and keys, where a change forced at hydration's end would hold
 * the page for all of it at once.
 */
export function useNow(): Date {
  const pageTime = use(PageTimeContext);
  const [fromPage, setFromPage] = useState(() => pageTime !== undefined && pageIsHydrating());
  useEffect(() => {
    if (fromPage) startTransition(() => setFromPage(false));
  }, [fromPage]);
  return fromPage && pageTime !== undefined ? new Date(pageTime) : new Date();
}
