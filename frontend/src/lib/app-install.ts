import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the service worker and the browser offer the page: an update to reload to, an install. */
interface AppOffers {
  /** A new version is waiting; calling it switches to it and reloads. */
  update: (() => void) | null;
  /** The browser's install prompt, kept from beforeinstallprompt until used. */
  install: InstallPromptEvent | null;
  /** Installed during this visit (appinstalled). */
  installed: boolean;
}

/** Nothing offered: the server's answer, and the browser's until the page hears otherwise. */
const none: AppOffers = { update: null, install: null, installed: false };
// The same object as the server's answer, so hydration finds nothing changed.
let offers: AppOffers = none;
const listeners = new Set<() => void>();

function change(next: Partial<AppOffers>) {
  offers = { ...offers, ...next };
  listeners.forEach((listener) => listener());
}

export function offerUpdate(update: () => void): void {
  change({ update });
}

/**
 * Keeps the browser's install prompt for the page's Install button; from the start, since the
 * browser fires it once, soon after load.
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    change({ install: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => change({ install: null, installed: true }));
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function install(): Promise<void> {
  const prompt = offers.install;
  if (!prompt) return;
  change({ install: null });
  await prompt.prompt();
  if ((await prompt.userChoice).outcome === 'accepted') change({ installed: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export function useAppOffers(): AppOffers {
  return useSyncExternalStore(
    subscribe,
    () => offers,
    () => none,
  );
}
