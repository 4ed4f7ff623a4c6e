import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SCREENSHOTS, VIEWPORTS, launchBrowser, screenshot, stackState } from './support/browser';
import { chooseCollectionDay, eurosInCart, fillCustomerDetails } from './support/order-flow';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(120_000);

/**
 * Issue 35: the site as an app. The service worker takes the page, keeps the rate pages, and with
 * the network off a reload of /exchangeRates still shows the rates, labelled with their age, with
 * ordering disabled and the reason given; back online, an order goes through as ever.
 */
describe('the app offline', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    ({ baseUrl } = stackState());
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('is installable: a valid manifest naming the configured bureau, with its icons', async () => {
    const site = (await (await fetch(`${baseUrl}/api/v1/site`)).json()) as {
      brand: { name: string; colors: { primary: string } };
    };
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Chromium's own view of the page, through a DevTools session detached whatever happens.
    const cdp = await context.newCDPSession(page);
    try {
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
        data?: string;
      };
      expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data!) as {
        name: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(data).toMatchObject({
        name: site.brand.name,
        display: 'standalone',
        theme_color: site.brand.colors.primary,
      });
      for (const icon of data.icons) {
        const answer = await fetch(new URL(icon.src, baseUrl));
        expect([icon.sizes, answer.status, answer.headers.get('content-type')]).toEqual([
          icon.sizes,
          200,
          'image/png',
        ]);
      }
      expect(data.icons.map((icon) => icon.purpose ?? 'any').sort()).toEqual([
        'any',
        'any',
        'maskable',
      ]);
      // Chromium's own verdict, once the service worker has the page: nothing stops installation.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 20_000,
      });
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Playwright's contexts are incognito ones, where Chromium never installs: that one aside.
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
      const app = page.getByRole('region', { name: 'Travel money in your pocket' });
      await app.scrollIntoViewIfNeeded();
      expect(await app.innerText()).not.toMatch(/coming soon/i);
      await app.screenshot({ path: path.join(SCREENSHOTS, 'app-install-block-390.png') });
    } finally {
      await cdp.detach();
    }
  });

  it('is controlled by the service worker once loaded', async () => {
    await page.goto(`${baseUrl}/exchangeRates`);
    await page.getByRole('heading', { name: 'Exchange Rates', level: 1 }).waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
    // The precache holds the rate pages' code, and nothing of the dashboard or the account.
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = await caches.open(names.find((name) => name.includes('precache'))!);
      return (await precache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached.some((path) => /\/assets\/exchange-rates-.*\.js$/.test(path))).toBe(true);
    expect(precached.some((path) => /dashboard|account|sign-in/.test(path))).toBe(false);
  });

  it('shows the last rates offline, labelled, with ordering disabled and why', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Exchange Rates', level: 1 }).waitFor();
    const label = page.locator('.rates-status--offline').first();
    await label.waitFor();
    expect(await label.textContent()).toMatch(
      /^Offline: rates from \d\d:\d\d (today|on .+), they may have changed$/,
    );
    expect(await page.locator('main').innerText()).toContain('1.1334');
    const notice = page.getByText(/Ordering needs a connection/);
    await notice.waitFor();
    const buy = page.getByRole('button', { name: 'Click & Collect Euro' }).first();
    expect(await buy.isDisabled()).toBe(true);
    expect(await page.locator('a[href^="/purchase/"]:visible').count()).toBe(0);
    await screenshot(page, 'app-offline-rates-390');
  });

  it('orders normally once back online', async () => {
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Click & Collect Euro' }).first().waitFor();
    expect(await page.getByText(/Ordering needs a connection/).count()).toBe(0);
    await page.getByRole('link', { name: 'Click & Collect Euro' }).first().click();
    await eurosInCart(page, '150');
    await chooseCollectionDay(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(page, `app-offline-${randomBytes(4).toString('hex')}@example.com`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Order Confirmation' }).waitFor();
    expect((await page.getByTestId('order-number').innerText()).trim()).toMatch(/^\d+$/);
  });
});
