import type { LondonOffsetPeriod, PAGE_STATE_ELEMENT_ID } from '@fx/contracts';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands the browser, so that the browser's first render is
 * the server's to the letter (entry-server.tsx writes it, main.tsx hydrates with it).
 */
export interface PageState {
  /** The server's moment of rendering (ms): lib/page-clock.ts. */
  now: number;
  /**
   * London's offset from UTC around `now` and the clock changes either side: the browser's
   * first render reads London's clock from it instead of loading ICU (contracts' london-clock).
   */
  londonOffset?: LondonOffsetPeriod;
  /** The API answers the page was rendered with, by SWR key (the rate table, the branches). */
  fallback: Record<string, unknown>;
  /** The router's state, for createBrowserRouter's hydrationData. */
  hydrationData: HydrationState;
}

/** The gateway writes the state into this element (the contracts' PAGE_STATE_ELEMENT_ID). */
const PAGE_STATE_ID: typeof PAGE_STATE_ELEMENT_ID = 'page-state';

/** The state the server put in the page, if it rendered it. */
export function pageStateInPage(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
