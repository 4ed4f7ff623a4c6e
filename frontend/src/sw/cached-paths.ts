/**
 * What the service worker keeps a copy of (network first, the copy when there is no network):
 * the public rate pages and the public answers they ask for. Kept apart from the worker so the
 * SPA's tests can hold it to that: no page or answer of an account, an order or the dashboard.
 */

/** `/`, `/exchangeRates` and a currency's page `/exchangeRates/EUR`. */
const CACHED_PAGES = /^\/(exchangeRates(\/[A-Za-z]{3})?\/?)?$/;

/** The rate table, a currency's rates and history, the branches (with their stock). */
const CACHED_ANSWERS = /^\/api\/v1\/(currencies(\/[A-Za-z]{3}(\/history)?)?|branches)\/?$/;

export function isCachedPage(url: URL): boolean {
  return CACHED_PAGES.test(url.pathname);
}

export function isCachedAnswer(url: URL): boolean {
  return CACHED_ANSWERS.test(url.pathname);
}

/** What the worker fetches as it installs, so the rates work offline after a single visit. */
export const WARMED_ON_INSTALL = {
  pages: ['/', '/exchangeRates'],
  answers: ['/api/v1/currencies', '/api/v1/branches'],
};
