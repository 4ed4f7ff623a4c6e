import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { currencyTableSchema } from '@fx/contracts';
import type { PricedCurrency } from '@fx/contracts';
import { axeProblems } from './support/axe';
import { VIEWPORTS, expectUrl, launchBrowser, screenshot, stackState } from './support/browser';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(90_000);

/** What the history rows this test adds are marked with, so it removes only its own. */
const PROVIDER = 'e2e-currency-page';

/**
 * Thirty days of the euro's market rate in the rate history (a fresh stack has at most today's),
 * so the page has a chart to draw.
 */
async function seedEuroHistory(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO rates.rate_history (code, market_rate, sell_margin_pct, buy_margin_pct, provider, recorded_at)
       SELECT 'EUR', 1.16 + 0.01 * sin(day / 4.0), -3, 4, $1, now() - make_interval(days => day)
         FROM generate_series(1, 29) AS day`,
      [PROVIDER],
    );
  } finally {
    await db.end();
  }
}

async function removeEuroHistory(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('DELETE FROM rates.rate_history WHERE provider = $1', [PROVIDER]);
  } finally {
    await db.end();
  }
}

/** The layout shifts a page has had, summed as Lighthouse's CLS counts them (no recent input). */
const LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('a page per currency', () => {
  let browser: Browser;
  let baseUrl: string;
  let databaseUrl: string;
  let euro: PricedCurrency;

  beforeAll(async () => {
    ({ baseUrl, databaseUrl } = stackState());
    await seedEuroHistory(databaseUrl);
    browser = await launchBrowser();
    const table = currencyTableSchema.parse(
      await (await fetch(`${baseUrl}/api/v1/currencies`)).json(),
    );
    euro = table.currencies.find((currency) => currency.code === 'EUR')!;
  });

  afterAll(async () => {
    await browser.close();
    await removeEuroHistory(databaseUrl);
  });

  /** A page that notes the console's errors (a failed hydration says so there). */
  async function openPage(viewport: { width: number; height: number }) {
    const page = await browser.newPage({ viewport, bypassCSP: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(LAYOUT_SHIFTS);
    return { page, errors };
  }

  async function expectEuroPage(page: Page) {
    await page.getByRole('heading', { level: 1, name: 'Euro (EUR) exchange rate' }).waitFor();
    const rates = page.getByRole('region', { name: "Today's Euro rates" });
    const text = await rates.innerText();
    expect(text).toContain(`1 GBP = ${euro.rates.collect} EUR`);
    expect(text).toContain(`1 GBP = ${euro.rates.sell} EUR`);
    expect(text).toMatch(/Updated \d\d:\d\d, \w+day \d{1,2} \w+ \d{4}/);
    await page.getByRole('img', { name: /Click & Collect rate for EUR/ }).waitFor();
    // The chart's place was as tall as the chart before it loaded, so nothing moved when it came.
    const { reserved, drawn } = await page.locator('.history-chart__body').evaluate((body) => {
      const last = body.lastElementChild!.getBoundingClientRect().bottom;
      return {
        reserved: parseFloat(getComputedStyle(body).minHeight),
        drawn: last - body.getBoundingClientRect().top,
      };
    });
    expect(drawn).toBeLessThanOrEqual(reserved);
  }

  it('goes from the rate list to the euro, shows its rates and chart, and orders it (1280 px)', async () => {
    const { page, errors } = await openPage(VIEWPORTS.desktop);
    await page.goto(`${baseUrl}/exchangeRates`);
    await page.getByRole('link', { name: 'Euro - EUR' }).first().click();
    await expectUrl(page, /\/exchangeRates\/EUR$/);
    await expectEuroPage(page);
    expect(await page.title()).toBe('Euro (EUR) exchange rate today | Highstreet FX');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/exchangeRates\/EUR$/,
    );
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'currency-eur-1280');

    await page.getByRole('link', { name: 'Order Euro' }).click();
    await expectUrl(page, /\/purchase\/EUR\/Order$/);
    await page.locator('main h1').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is whole and steady when opened from search on a phone (390 px)', async () => {
    const { page, errors } = await openPage(VIEWPORTS.phone);
    const response = await page.goto(`${baseUrl}/exchangeRates/EUR`);
    expect(response?.status()).toBe(200);
    await expectEuroPage(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // The chart arrives after the page: its place was kept, so nothing moved.
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
    ).toBeLessThan(0.02);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'currency-eur-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends a lowercase code to the uppercase address, and calls an unknown code not found', async () => {
    const { page } = await openPage(VIEWPORTS.desktop);
    await page.goto(`${baseUrl}/exchangeRates/eur`);
    await expectUrl(page, /\/exchangeRates\/EUR$/);
    await page.getByRole('heading', { level: 1, name: 'Euro (EUR) exchange rate' }).waitFor();

    const response = await page.goto(`${baseUrl}/exchangeRates/XYZ`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "We can't find that page" }).waitFor();
    await page.close();
  });
});
