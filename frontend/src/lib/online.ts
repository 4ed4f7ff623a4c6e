import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const tellListeners = () => listeners.forEach((listener) => listener());

/**
 * One pair of window listeners for the whole page, however many order buttons ask (the rate
 * table has one per currency): each subscriber is a member of a set.
 */
function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', tellListeners);
    window.addEventListener('offline', tellListeners);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('online', tellListeners);
    window.removeEventListener('offline', tellListeners);
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
