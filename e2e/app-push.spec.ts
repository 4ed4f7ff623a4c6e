import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { AuthEmulator, LocalPushService, eventually, freePort } from '@fx/service-kit/testing';
import type { TestSubscription } from '@fx/service-kit/testing';
import {
  BOOTSTRAP_ADMIN,
  STAFF_GATE,
  VIEWPORTS,
  launchBrowser,
  stackState,
} from './support/browser';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(120_000);

interface ShownNotification {
  title: string;
  body: string;
  url: string;
}

/**
 * Issue 35, item 3, in the running stack: a customer's rate alert with push chosen, crossed by a
 * margin change, makes exactly one push at a local push service (web-push-testing, RFC 8291
 * decrypted); Chromium cannot subscribe to a vendor's push service here, so what that service
 * received is delivered to the page's service worker through DevTools, and the notification it
 * shows is read back. Crossing again pushes nothing; a subscription answered 410 is removed.
 */
describe('rate alerts pushed to the phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let baseUrl: string;
  const pushService = new LocalPushService();
  const emulator = new AuthEmulator('127.0.0.1:9099', 'demo-fx');
  let customer: Record<string, string>;
  let staff: Record<string, string>;
  let originalMargin: string;
  let registrationId = '';

  async function api<T>(method: string, path: string, headers: object, body?: unknown) {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function signedIn(email: string) {
    const { idToken } = await emulator.signInWithGoogle(email);
    const headers = { authorization: `Bearer ${idToken}` };
    await api('POST', '/me', headers, {});
    return headers;
  }

  const euroCollectRate = async () =>
    (await api<{ rates: { collect: string } }>('GET', '/currencies/EUR', {})).rates.collect;

  const setEuroMargin = (sellMarginPct: string) =>
    api('PUT', '/admin/currencies/EUR', staff, { sellMarginPct });

  /** An alert 1% above today's euro rate, crossed by raising the margin 3 points, then put back. */
  async function alertCrossed(channel: 'push' | 'email') {
    const target = (Number(await euroCollectRate()) * 1.01).toFixed(4);
    await api('POST', '/me/alerts', customer, { code: 'EUR', targetRate: target, channel });
    await setEuroMargin((Number(originalMargin) + 3).toFixed(2));
    return target;
  }

  async function deliverToWorker(payload: unknown): Promise<ShownNotification[]> {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId,
      data: JSON.stringify(payload),
    });
    return eventually(async () => {
      const shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url: string }).url,
        })),
      );
      return shown.length > 0 ? shown : undefined;
    }, 20_000);
  }

  beforeAll(async () => {
    ({ baseUrl } = stackState());
    await pushService.start(await freePort());
    customer = await signedIn(`push-${randomBytes(4).toString('hex')}@example.com`);
    const gate = await api<{ token: string }>('POST', '/access-gate', {}, STAFF_GATE);
    staff = { ...(await signedIn(BOOTSTRAP_ADMIN)), 'x-access-gate': gate.token };
    const { currencies } = await api<{ currencies: { code: string; sellMarginPct: string }[] }>(
      'GET',
      '/admin/currencies',
      staff,
    );
    originalMargin = currencies.find((currency) => currency.code === 'EUR')!.sellMarginPct;

    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((found) => found.scopeURL === `${baseUrl}/`);
      if (ours && !ours.isDeleted) registrationId = ours.registrationId;
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
  });

  afterAll(async () => {
    // The other browser tests price euros at the usual margin.
    if (originalMargin !== undefined) await setEuroMargin(originalMargin).catch(() => undefined);
    await browser?.close();
    await pushService.close();
  });

  let device: TestSubscription;

  it('pushes an alert once when its rate is crossed, shown by the service worker', async () => {
    const { vapidPublicKey } = (
      await api<{ push: { vapidPublicKey: string } }>('GET', '/config', {})
    ).push;
    device = await pushService.subscribe(vapidPublicKey);
    const { clientHash: _, ...subscription } = device;
    await api('POST', '/me/push-devices', customer, {
      subscription,
      alerts: true,
      orders: false,
      label: 'Chromium on a phone',
    });

    const target = await alertCrossed('push');
    const [pushed, ...more] = await eventually(async () => {
      const received = await pushService.received(device);
      return received.length > 0 ? received : undefined;
    }, 30_000);
    expect(more).toEqual([]);
    expect(pushed).toMatchObject({ url: '/exchangeRates/EUR' });

    expect(registrationId).not.toBe('');
    const [shown] = await deliverToWorker(pushed);
    expect(shown).toEqual({
      title: (pushed as ShownNotification).title,
      body: (pushed as ShownNotification).body,
      url: '/exchangeRates/EUR',
    });
    expect(`${shown!.title} ${shown!.body}`).toContain('EUR');
    expect(`${shown!.title} ${shown!.body}`).toContain(target);

    // The rate falls back and crosses again: the alert has fired, so nothing more is pushed.
    await setEuroMargin(originalMargin);
    await setEuroMargin((Number(originalMargin) + 3).toFixed(2));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await pushService.received(device)).toHaveLength(1);
    await setEuroMargin(originalMargin);
  });

  it('removes a device the push service answers 410 Gone for', async () => {
    await pushService.expire(device);
    await alertCrossed('push');
    await eventually(async () => {
      const { devices } = await api<{ devices: unknown[] }>('GET', '/me/push-devices', customer);
      return devices.length === 0;
    }, 30_000);
    expect(await pushService.received(device)).toHaveLength(1);
    await setEuroMargin(originalMargin);
  });
});
