/// <reference lib="webworker" />
// The site's service worker (vite-plugin-pwa builds it with Workbox, injecting the precache list).
// It keeps the public shell and the last rates for use without a network; nothing personal, and
// nothing of the dashboard, is ever kept.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { WARMED_ON_INSTALL, isCachedAnswer, isCachedPage } from './cached-paths';
import { notificationOf } from './push-message';

declare const self: ServiceWorkerGlobalScope;

// The shell: the entry, React and the rate pages' chunks with their CSS (build/sw-precache.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first version takes the open pages at once; a later one waits for Reload (below).
clientsClaim();

/** How long the network gets before the last copy is shown instead (a slow signal, not none). */
const NETWORK_TIMEOUT_SECONDS = 4;

// The rate pages themselves (the server renders them with the rates): the network's copy when it
// answers, the last one kept otherwise; the page then says it is offline and how old its rates are.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isCachedPage(url),
  new NetworkFirst({
    cacheName: 'fx-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// The public answers those pages ask for: the rate table, a currency's rates and history, the
// branches' stock. Everything else (orders, quotes, me/, admin/) goes to the network only.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isCachedAnswer(url),
  new NetworkFirst({
    cacheName: 'fx-rates',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// The rate pages are kept from the start, not only once visited again under the worker: a phone
// that loses its signal after one visit still has today's rates.
self.addEventListener('install', (event) => {
  const warm = async () => {
    const [pages, answers] = await Promise.all([caches.open('fx-pages'), caches.open('fx-rates')]);
    await Promise.all([
      pages.addAll(WARMED_ON_INSTALL.pages),
      answers.addAll(WARMED_ON_INSTALL.answers),
    ]);
  };
  // Without them the worker still installs: the copies are then made as the pages are visited.
  event.waitUntil(warm().catch(() => undefined));
});

// A new version waits until the visitor chooses Reload ("A new version is available").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A rate alert or an order update, pushed by the notifications service: {title, body, url, tag}.
self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data?.text() ?? '', self.location.origin);
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      data: { url: shown.url },
      icon: '/icons/app-192.png',
      badge: '/icons/app-192.png',
    }),
  );
});

// Tapping the notification opens its page: in a tab of the site already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
