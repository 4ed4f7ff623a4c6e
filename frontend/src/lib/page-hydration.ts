/**
 * Whether the browser is still hydrating the page the server rendered: true from the start of a
 * page the server rendered until it has committed (PageData marks it), and never again after.
 * What the server rendered from (its moment, its API answers) holds until then.
 */
let hydrated = false;

export function markPageHydrated(): void {
  hydrated = true;
}

export function pageIsHydrating(): boolean {
  return !hydrated;
}
