/**
 * Whether the browser is still hydrating the page the server rendered: until that page has
 * committed (PageData marks it), what the server rendered from (its moment, its API answers)
 * holds; never again after. Only what runs inside PageData asks (a page the browser renders
 * itself has no PageData, and this stays true there unread).
 */
let hydrated = false;

export function markPageHydrated(): void {
  hydrated = true;
}

export function pageIsHydrating(): boolean {
  return !hydrated;
}
