import type { CurrencyTable, PageHead, SiteSettings } from '@fx/contracts';

/**
 * A page's head (title, description, canonical path, JSON-LD, noindex): defined in the contracts,
 * since the gateway writes it into the page it prerenders (`applyHead` sets it in the browser
 * after each navigation).
 *
 * React renders the pages into #root, not the whole document, so React 19's own <title>/<meta>
 * hoisting cannot reach the prerendered <head>: that is why heads are data, not elements.
 */
export type { PageHead };

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
