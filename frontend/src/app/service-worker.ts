import { offerUpdate } from '@/lib/app-install';

/**
 * Registers the service worker once the page has loaded (its script and the precache stay out of
 * the first paint's way). A new version waits: the page offers Reload, which switches to it.
 */
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
