import type { Browser, Page } from 'playwright-core';
import type { CurrencyTable } from '@fx/contracts';
import { axeProblems } from './support/axe';
import { VIEWPORTS, hydrated, launchBrowser, screenshot, stackState } from './support/browser';

jest.setTimeout(90_000);

/** The public pages the gateway renders on the server, and a heading each shows. */
const PAGES: [string, RegExp][] = [
  ['/', /Travel money at the rates you see/],
  ['/exchangeRates', /^Exchange Rates$/],
  ['/exchangeRates/EUR', /Euro \(EUR\) exchange rate/],
  ['/faq', /Frequently Asked Questions/],
];

/** An address with no page: the site's 404 page, rendered on the server too. */
const MISSING = '/no-such-page';

/**
 * Before any script runs, remembers the server's content in #root and counts what is removed
 * from it: a page React hydrated keeps the server's elements, one it rendered anew replaces them.
 */
async function watchServerContent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = window as unknown as { serverShell?: Element | null; removed: number };
    watch.removed = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      watch.serverShell = root.firstElementChild;
      new MutationObserver((records) => {
        for (const record of records) watch.removed += record.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

describe('public pages rendered on the server, then hydrated in Chromium', () => {
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('hydrates every public page with no console error or warning (hydration mismatches included) and keeps the server’s content', async () => {
    // Every page the sitemap lists (each currency's too) and a page that does not exist.
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    expect(listed).toEqual(expect.arrayContaining(PAGES.map(([path]) => path)));
    const headings = new Map(PAGES);
    const problems: string[] = [];
    const notKept: string[] = [];
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    let path = '';
    page.on('console', (message) => {
      // The missing page's own 404, which the browser reports as a failed load.
      if (path === MISSING && message.location().url === `${baseUrl}${MISSING}`) return;
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${path}: ${message.type()} ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
    await watchServerContent(page);
    for (path of [...listed, MISSING]) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect({ path, status: response?.status() }).toEqual({
        path,
        status: path === MISSING ? 404 : 200,
      });
      await hydrated(page);
      const heading = headings.get(path);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const kept = await page.evaluate(() => {
        const watch = window as unknown as { serverShell?: Element | null; removed: number };
        return (
          watch.removed === 0 &&
          !!watch.serverShell &&
          watch.serverShell === document.getElementById('root')!.firstElementChild
        );
      });
      if (!kept) notKept.push(path);
    }
    await page.close();
    expect({ problems, notKept }).toEqual({ problems: [], notKept: [] });
  }, 300_000);

  it('says on the console when a page’s HTML is not what React renders (the check above can fail)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The server's page with one heading's text changed, as a page rendered from other data is.
    await page.route(`${baseUrl}/faq`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('>Frequently Asked Questions<');
      await route.fulfill({
        response,
        body: html.replace('>Frequently Asked Questions<', '>Frequently Asked Question<'),
      });
    });
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('heading', { level: 1, name: /^Frequently Asked Questions$/ }).waitFor();
    expect(errors.join('\n')).toMatch(/Hydration: React rendered part of the page again/);
    await page.close();
  });

  it('shows the content with JavaScript off: headings, the rates and when they were updated', async () => {
    const table = (await (await fetch(`${baseUrl}/api/v1/currencies`)).json()) as CurrencyTable;
    const eur = table.currencies.find((currency) => currency.code === 'EUR')!;
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const [path, heading] of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 5000 });
      }
      await page.goto(`${baseUrl}/exchangeRates/EUR`);
      await page
        .getByText(`1 GBP = ${eur.rates.collect} EUR`)
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 5000 });
      await page
        .getByText(`1 GBP = ${eur.rates.sell} EUR`)
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 5000 });
      await page
        .locator(`time[datetime="${eur.updatedAt}"]`)
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 5000 });
      // No "Loading…" that never ends: the chart says it needs a script. (Playwright counts
      // nothing inside <noscript> as visible, so the box the browser gave it is checked.)
      const drawn = (selector: string) =>
        page.locator(selector).evaluateAll((elements) =>
          elements.map((element) => ({
            text: element.textContent,
            height: element.getBoundingClientRect().height,
          })),
        );
      const [note] = await drawn('.history-chart__placeholder noscript');
      expect(note?.text).toBe('The chart of the last 30 days needs JavaScript.');
      expect(note?.height).toBeGreaterThan(0);
      expect(await page.getByText('Loading the rate history').isVisible()).toBe(false);
      await screenshot(page, `prerendered-eur-no-js-${viewport.width}`);
      await page.goto(`${baseUrl}/exchangeRates`);
      await page
        .getByText(eur.rates.collect)
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 5000 });
      // "Show All" cannot open without a script: every currency's page is linked instead.
      expect(await page.getByRole('button', { name: 'Show All' }).isVisible()).toBe(false);
      const links = await drawn('.rates__all-links a');
      expect(links).toHaveLength(table.currencies.length);
      expect(links.every((link) => link.height > 0)).toBe(true);
      const last = table.currencies.at(-1)!;
      expect(await page.locator('.rates__all-links a').last().getAttribute('href')).toBe(
        `/exchangeRates/${last.code}`,
      );
      await screenshot(page, `prerendered-rates-no-js-${viewport.width}`);
      await context.close();
    }
  });

  it('has no serious or critical accessibility problems once hydrated, phone or desktop', async () => {
    const problems: string[] = [];
    for (const [path] of PAGES) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        // axe-core is injected as an inline script, which the site's CSP rightly refuses.
        const page = await browser.newPage({ viewport, bypassCSP: true });
        await page.goto(`${baseUrl}${path}`);
        await hydrated(page);
        problems.push(
          ...(await axeProblems(page)).map((problem) => `${path} [${size}]: ${problem}`),
        );
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('works once hydrated: the calculator prices an amount and starts the order', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.getByLabel(/^You pay/).fill('295');
    const youGet = await page.getByLabel(/^You get/).elementHandle();
    await page.waitForFunction((input) => (input as HTMLInputElement).value !== '', youGet);
    await page.getByRole('button', { name: 'Buy travel Money' }).click();
    await page.waitForURL(/\/purchase\/EUR\/Order$/);
    await page.getByRole('heading', { name: 'Order travel money' }).waitFor();
    await page.close();
  });
});
