// The SPA's server bundle (built to dist-ssr/ by `vite build --ssr`): the gateway renders the
// public pages with it per request, from its own copy of the rate table, and the browser hydrates
// them (main.tsx). Nothing here or in what it renders may touch window, storage or Firebase.
import type {
  PrerenderBundle,
  PrerenderInput,
  PrerenderRedirect,
  PrerenderedPage,
} from '@fx/contracts';
import { londonOffsetPeriod } from '@fx/contracts/web';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { Cache, State } from 'swr';
import { pageHead } from '@/app/heads';
import { pageAssets } from '@/app/prerender/client-assets';
import { PageData } from '@/app/prerender/page-data';
import type { PageState } from '@/app/prerender/page-state';
import { renderedAt, sitemapPaths } from '@/app/prerender/public-pages';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setSiteSettings } from '@/config/site';
import { branchesKey } from '@/lib/get-branches';
import { currenciesKey } from '@/lib/get-currencies';

/** Made once: it loads each lazy route's page once, then keeps it. */
const handler = createStaticHandler(routes);

/** SWR's cache for one render, remembering which answers the page read. */
function recordingCache(): { cache: Cache; read: Set<string> } {
  const entries = new Map<string, State>();
  const read = new Set<string>();
  const cache: Cache = {
    keys: () => entries.keys(),
    get: (key) => {
      read.add(key);
      return entries.get(key);
    },
    set: (key, value) => void entries.set(key, value),
    delete: (key) => void entries.delete(key),
  };
  return { cache, read };
}

async function render(
  input: PrerenderInput,
): Promise<PrerenderedPage | PrerenderRedirect | undefined> {
  const url = new URL(input.url, input.origin);
  const rendered = renderedAt(url.pathname, routes, input.table);
  if (!rendered) return undefined;
  setSiteSettings(input.site, new Date(input.now));
  const context = await handler.query(new Request(url));
  // No route has a loader: a Response (a redirect) or an error means a page not to prerender.
  if (context instanceof Response || context.errors) return undefined;
  // The deepest matched route's head, as DocumentHead sets it in the browser.
  const head = pageHead(
    context.matches.map((match): unknown => match.route.handle),
    {
      site: input.site,
      table: input.table,
      params: context.matches.at(-1)?.params ?? {},
      pathname: url.pathname,
    },
  )?.head;
  if (rendered.status === 200 && head && head.canonicalPath !== url.pathname) {
    return { status: 301, location: head.canonicalPath };
  }

  const answers: Record<string, unknown> = { [currenciesKey]: input.table };
  if (input.branches) answers[branchesKey] = input.branches;
  const { cache, read } = recordingCache();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProvider>
      <PageData state={{ now: input.now, fallback: answers }} cache={cache}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </PageData>
    </AppProvider>,
    {
      onError: (error) => void errors.push(error),
      // Every part of the page inline, in document order: a large part is otherwise sent after
      // the rest with an inline script to move it into place, which the CSP forbids and which
      // would leave it hidden without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be left for the browser to render: the gateway serves the SPA then.
  if (errors.length > 0) throw errors[0];

  const state: PageState = {
    now: input.now,
    londonOffset: londonOffsetPeriod(input.now),
    fallback: Object.fromEntries(Object.entries(answers).filter(([key]) => read.has(key))),
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData },
  };
  return {
    status: rendered.status,
    html,
    ...(head ? { head } : {}),
    state,
    preload: pageAssets(rendered.page?.module ? [rendered.page.module] : []),
  };
}

export default { render, sitemapPaths } satisfies PrerenderBundle;
