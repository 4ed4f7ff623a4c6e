import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network. Online on the server and while a page hydrates (the server's
 * HTML says so), then the browser's word: offline, the rate labels say how old their rates are and
 * ordering waits for the network.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What an order button says while it is disabled offline. */
export const OFFLINE_ORDERING_MESSAGE =
  "You're offline. Ordering needs a connection: it comes back as soon as you're online.";
