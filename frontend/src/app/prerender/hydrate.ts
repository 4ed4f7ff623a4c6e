import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * Loads the lazy routes (app/router.tsx) the address matches, before hydrating: the server
 * rendered their pages, so the browser's first render needs them too (react-router would render
 * their loading fallback instead, and React would find the server's HTML different). Their files
 * are already on the way: the page preloads them.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
