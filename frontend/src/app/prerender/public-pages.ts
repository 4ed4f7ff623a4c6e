import type { CurrencyTable } from '@fx/contracts';
import { matchPath, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';

/** A page the gateway renders on the server and lists in /sitemap.xml. */
export interface PublicPage {
  pattern: string;
  /**
   * The source of the route's lazy chunk (app/router.tsx), as the client build's manifest names
   * it: the page links its files at once, so hydration does not wait on a chain of downloads.
   * None for the home page, which is in the first download.
   */
  module?: string;
}

export const publicPages: readonly PublicPage[] = [
  { pattern: paths.home() },
  { pattern: paths.exchangeRates(), module: 'src/app/routes/exchange-rates.tsx' },
  { pattern: routePatterns.currency, module: 'src/app/routes/currency.tsx' },
  { pattern: paths.contact(), module: 'src/app/routes/contact.tsx' },
  { pattern: paths.faq(), module: 'src/app/routes/faq.tsx' },
  { pattern: paths.terms(), module: 'src/app/routes/terms.tsx' },
  { pattern: paths.privacy(), module: 'src/app/routes/privacy-policy.tsx' },
  { pattern: paths.moneyTransfers(), module: 'src/app/routes/money-transfers.tsx' },
];

/** What the server renders for an address; undefined: the plain SPA's page (dashboard, account...). */
export type Rendered = { status: 200 | 404; page?: PublicPage };

/**
 * A public page is rendered (404 for a currency the table does not list); an address no route
 * has, the not-found page with a 404; anything else (the staff and customer screens, sign-in,
 * the order form) stays the browser's to render.
 */
export function renderedAt(
  pathname: string,
  routes: RouteObject[],
  table: CurrencyTable,
): Rendered | undefined {
  for (const page of publicPages) {
    const match = matchPath({ path: page.pattern, caseSensitive: false }, pathname);
    if (!match) continue;
    const code = match.params.code?.toUpperCase();
    const listed = code === undefined || table.currencies.some((c) => c.code === code);
    return { status: listed ? 200 : 404, page };
  }
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  // The site's own catch-all, not one inside the dashboard or the account.
  const nowhere = leaf?.route.path === '*' && matches.slice(0, -1).every((m) => !m.route.path);
  return nowhere ? { status: 404 } : undefined;
}

/** Every public page's path: the site's pages, then one per currency the table lists. */
export function sitemapPaths(table: CurrencyTable): string[] {
  const fixed = publicPages.filter((page) => !page.pattern.includes(':'));
  return [
    ...fixed.map((page) => page.pattern),
    ...table.currencies.map((currency) => paths.currency(currency.code)),
  ];
}
