import type { CollectionBranchList } from '../orders/branches';
import type { CurrencyTable } from '../rates/currencies';
import type { SiteSettings } from './settings';

/**
 * What the gateway and the SPA's server bundle (frontend/src/entry-server.tsx, built to
 * frontend/dist-ssr) say to each other: the gateway renders the public pages on the server per
 * request, from its own copy of the rate table, and writes what the bundle answers into the page.
 */

/**
 * What a public page puts in the document's <head>: one description per page, so the server's
 * prerendered HTML and the browser's later navigations say the same (the gateway writes it into
 * the page it sends; the SPA sets it in the browser after each navigation).
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

/** One page to render: what the gateway knows at this moment. */
export interface PrerenderInput {
  /** The path and query asked for, e.g. /exchangeRates/EUR. */
  url: string;
  /** The site's public origin, e.g. https://www.example.co.uk. */
  origin: string;
  site: SiteSettings;
  table: CurrencyTable;
  /** The collection points; absent while the orders service cannot be asked. */
  branches?: CollectionBranchList;
  /** The render's moment (ms since the epoch): the browser's first render uses the same. */
  now: number;
}

export interface PrerenderedPage {
  /** 404 for an address no page has (or a currency the table does not list). */
  status: 200 | 404;
  /** What goes inside #root. */
  html: string;
  /** The page's head; absent: the page keeps the built index.html's title and description. */
  head?: PageHead;
  /** What the browser needs to hydrate the same page: written as JSON (PAGE_STATE_ELEMENT_ID). */
  state: unknown;
  /** The client build's files the page needs at once: its route's chunk and its stylesheets. */
  preload: { scripts: string[]; styles: string[] };
}

/**
 * A public page asked for at another spelling of its address (/exchangeRates/eur, /faq/): the
 * visitor and search engines are sent to its canonical one, so each page has one address.
 */
export interface PrerenderRedirect {
  status: 301;
  /** The canonical path (the gateway adds the query asked for). */
  location: string;
}

/** What the server bundle exports. */
export interface PrerenderBundle {
  /** The page, or undefined for an address served as the plain SPA (dashboard, account...). */
  render(input: PrerenderInput): Promise<PrerenderedPage | PrerenderRedirect | undefined>;
  /** Every public page's path for /sitemap.xml: the site's pages, then a page per currency. */
  sitemapPaths(table: CurrencyTable): string[];
}

/**
 * The id of the <script type="application/json"> the page's state is written in (the SPA's
 * page-state.ts reads it, typed `typeof PAGE_STATE_ELEMENT_ID` so the two cannot drift).
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The id of the <style> in which the gateway sets the bureau's colours on a page it rendered:
 * where it is, the SPA leaves them (setting them again would restyle the whole page before it
 * hydrates); main.tsx reads it typed `typeof BRAND_COLOURS_ELEMENT_ID`.
 */
export const BRAND_COLOURS_ELEMENT_ID = 'brand-colours';
