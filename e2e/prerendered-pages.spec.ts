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

/**
 * Before any script runs, remembers the server's content in #root and counts what is removed
 * from it: a page hydrated keeps the server's elements, one rendered anew replaces them.
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

  // Preact reports no hydration mismatch: app/prerender/hydration.test.tsx compares the HTML.
  it('hydrates each page with no console error or warning and keeps the server’s content', async () => {
    const problems: string[] = [];
    for (const [path, heading] of PAGES) {
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${path}: ${message.type()} ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      await watchServerContent(page);
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const kept = await page.evaluate(() => {
        const watch = window as unknown as { serverShell?: Element | null; removed: number };
        return (
          watch.removed === 0 &&
          !!watch.serverShell &&
          watch.serverShell === document.getElementById('root')!.firstElementChild
        );
      });
      expect({ path, kept }).toEqual({ path, kept: true });
      await page.close();
    }
    expect(problems).toEqual([]);
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
