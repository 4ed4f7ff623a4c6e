import { offerUpdate } from '@/lib/app-install';

/**
 * Registers the service worker once the page has loaded (its script and the precache stay out of
 * the first paint's way). A new version waits: the page offers Reload, which switches to it.
 */
/** How long after the load event the worker is registered. */
const REGISTER_AFTER_LOAD_MS = 5000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox('/sw.js', { scope: '/' });
    worker.addEventListener('waiting', () =>
      offerUpdate(() => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      }),
    );
    await worker.register();
  };
  // Without it the site works as before, online only.
  const start = () =>
    void register().catch((error: unknown) =>
      console.warn('The service worker could not be registered:', error),
    );
  // Its install fetches the shell and the rate pages: only once the page is idle after its load,
  // so none of it competes with the first view.
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
      else start();
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
