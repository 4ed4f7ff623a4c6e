import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Cache, Middleware } from 'swr';
import type { PageState } from '@/app/prerender/page-state';
import { PageTimeContext } from '@/lib/page-clock';
import { markPageHydrated, pageIsHydrating } from '@/lib/page-hydration';

/**
 * The answers the page came with are not asked for again by the hooks that hydrate it: the
 * server rendered them from its table moments ago (it renders again whenever the table changes).
 * Asking would make each hook flip to "validating" and back as soon as it is hydrated, and React
 * renders such a change at once, in one long task, while the page is meant to be answering its
 * visitor. Hooks mounted later (another page, a later visit to this one) ask as usual, and the
 * rate table's own refresh interval keeps it current.
 */
function answeredByPage(keys: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      pageIsHydrating() && typeof key === 'string' && keys.has(key)
        ? { ...config, revalidateIfStale: false }
        : config,
    );
}

/**
 * What a prerendered page was made from, around the app on the server and while the browser
 * hydrates: the API answers (SWR's fallback) and the server's moment. The same tree on both
 * sides, so React's ids and the text match.
 */
export function PageData({
  state,
  cache,
  children,
}: {
  state: Pick<PageState, 'now' | 'fallback'>;
  /** The server's own cache for this render (it records which answers the page read). */
  cache?: Cache;
  children: ReactNode;
}) {
  // The hydrated page has committed (this effect runs after its children's).
  useEffect(markPageHydrated, []);
  const { fallback } = state;
  const use = useMemo(() => [answeredByPage(new Set(Object.keys(fallback)))], [fallback]);
  return (
    <PageTimeContext value={state.now}>
      <SWRConfig value={{ fallback, use, ...(cache ? { provider: () => cache } : {}) }}>
        {children}
      </SWRConfig>
    </PageTimeContext>
  );
}
