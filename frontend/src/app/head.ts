import type { CurrencyTable, SiteSettings } from '@fx/contracts';

/**
 * What a public page puts in the document's <head>: one description per page, so the server's
 * prerendered HTML and the browser's later navigations say the same (the server writes it into
 * the page it sends; `applyHead` sets it in the browser after each navigation).
 *
 * React renders the pages into #root, not the whole document, so React 19's own <title>/<meta>
 * hoisting cannot reach the prerendered <head>: that is why heads are data, not elements.
 */
export interface PageHead {
  /** The page's own part; the tab reads "{title} | {trading name}". */
  title: string;
  /** The meta description: one or two sentences, unique per page. */
  description: string;
  /** The canonical path (e.g. /exchangeRates/EUR); the origin is added where it is written. */
  canonicalPath: string;
  /** Structured data (schema.org), written as <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search results (the dashboard, the account, the staff gate). */
  noindex?: boolean;
}

/** What a page's head is made from: the bureau, the rate table when known, the route's params. */
export interface HeadContext {
  site: SiteSettings;
  table?: CurrencyTable;
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
}

/** A route's head: set as the route's `handle.head` in app/router.tsx. */
export type HeadOf = (context: HeadContext) => PageHead;

export interface RouteHandle {
  head?: HeadOf;
}

/** "{title} | {trading name}", the tab title of every page. */
export const documentTitle = (head: Pick<PageHead, 'title'>, site: SiteSettings): string =>
  `${head.title} | ${site.brand.name}`;
