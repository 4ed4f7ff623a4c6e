import type { PushSubscriptionJson } from '@fx/contracts';
import { site } from '@/config/site';

/** Said when the browser (or the customer, earlier) blocked notifications for the site. */
export const PUSH_DENIED_MESSAGE =
  "Notifications are blocked for this site. Allow them in your browser's site settings, or untick “Notify me on this device”.";

/**
 * On iPhone and iPad, Safari offers web push only to a site added to the Home Screen. The bureau's
 * name is the site's, read at run time: nothing of one bureau is built in.
 */
export function iphonePushNote(): string {
  return `On iPhone, notifications work once ${site.tradingName} is on your Home Screen (Share, then Add to Home Screen).`;
}

/** Whether this browser can subscribe to push at all. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;
}

export class PushDeniedError extends Error {
  constructor() {
    super(PUSH_DENIED_MESSAGE);
  }
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe() takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Subscribes this device (asking for permission where not yet given) through the site's service
 * worker; throws PushDeniedError when notifications are blocked.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscriptionJson> {
  if (typeof Notification !== 'undefined' && Notification.permission === 'denied')
    throw new PushDeniedError();
  const registration = await navigator.serviceWorker.ready;
  try {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    });
    return subscription.toJSON() as PushSubscriptionJson;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError')
      throw new PushDeniedError();
    throw error;
  }
}

/** What the device is called in the account's list: the browser's platform, as it says. */
export function deviceLabel(): string {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const platform = /iPhone|iPad/.test(agent)
    ? 'iPhone'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac OS X/.test(agent)
        ? 'Mac'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'this device';
  return `${browser} on ${platform}`;
}
