import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Cache } from 'swr';
import type { PageState } from '@/app/prerender/page-state';
import { PageTimeContext } from '@/lib/page-clock';

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
  return (
    <PageTimeContext value={state.now}>
      <SWRConfig value={{ fallback: state.fallback, ...(cache ? { provider: () => cache } : {}) }}>
        {children}
      </SWRConfig>
    </PageTimeContext>
  );
}
