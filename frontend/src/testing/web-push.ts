import { vi } from 'vitest';
import type { PushDevice } from '@fx/contracts';

/** What this browser's PushManager.subscribe() resolves, as toJSON() gives it. */
export const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** The device POST /me/push-devices answers with: this browser, getting rate alerts. */
export const phone: PushDevice = {
  id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d01',
  label: 'Chrome on Android',
  pushService: 'push.example.com',
  alerts: true,
  orders: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
};

/**
 * A browser that can subscribe: PushManager, and a service worker whose subscribe() answers (or
 * refuses, as where notifications are blocked). Undo with `forgetBrowserPush` after each test.
 */
export function stubBrowserPush({ denied = false } = {}) {
  const subscribe = vi.fn((options: PushSubscriptionOptionsInit) => {
    void options;
    if (denied) return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    return Promise.resolve({ toJSON: () => SUBSCRIPTION });
  });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { subscribe } }) },
  });
  return subscribe;
}

export function forgetBrowserPush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
