import type { Browser } from 'playwright-core';
import { currencyTableSchema } from '@fx/contracts';
import type { CurrencyTable } from '@fx/contracts';
import { VIEWPORTS, control, launchBrowser, screenshot, stackState } from './support/browser';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(60_000);

describe('the walking skeleton: browser -> gateway -> RabbitMQ -> rates -> Postgres', () => {
  let browser: Browser;
  let baseUrl: string;
  let table: CurrencyTable;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
    const response = await fetch(`${baseUrl}/api/v1/currencies`);
    expect(response.status).toBe(200);
    table = currencyTableSchema.parse(await response.json());
  });

  afterAll(async () => {
    await browser.close();
  });

  it('serves the priced table of 70+ currencies from the database through the API', () => {
    expect(table.currencies.length).toBeGreaterThanOrEqual(70);
    expect(table.currencies[0]).toMatchObject({
      code: 'EUR',
      name: 'Euro',
      rates: { collect: '1.1334', sell: '1.2152' },
    });
  });

  it('shows every currency with both rates on /exchangeRates at desktop width', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/exchangeRates`);
    await page.getByRole('heading', { name: 'Exchange Rates', level: 1 }).waitFor();
    // The phone tabs are in the page too, hidden by CSS at this width: count what a person sees.
    const orderLinks = page.locator('a[href^="/purchase/"][href$="/Order"]:visible');
    await orderLinks.first().waitFor();
    expect(await orderLinks.count()).toBe(12);

    await page.getByRole('button', { name: 'Show All' }).click();
    expect(await orderLinks.count()).toBe(table.currencies.length);

    const euro = page.getByText('Euro - EUR').first();
    await euro.waitFor();
    const body = await page.locator('main').innerText();
    expect(body).toContain('1.1334');
    expect(body).toContain('1.2152');

    // With every currency shown (the longest names and rates), the table fits its card: it does
    // not scroll sideways and no row's Click & Sell button is cut off at the edge.
    const fit = await page.locator('.rates-table-wrap').evaluate((wrap) => {
      const box = wrap.getBoundingClientRect();
      const sellLinks = Array.from(wrap.querySelectorAll<HTMLAnchorElement>('a[href$="/Sell"]'));
      return {
        scrollWidth: wrap.scrollWidth,
        clientWidth: wrap.clientWidth,
        sellButtons: sellLinks.length,
        cutOff: sellLinks
          .filter((link) => {
            const button = link.getBoundingClientRect();
            return button.left < box.left || button.right > box.right;
          })
          .map((link) => link.getAttribute('href')),
      };
    });
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.sellButtons).toBe(table.currencies.length);
    expect(fit.cutOff).toEqual([]);
    await screenshot(page, 'exchange-rates-1280');
    await page.close();
  });

  it('shows the Click & Collect and Click & Sell tabs on a phone', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/exchangeRates`);
    const sellTab = page.getByRole('tab', { name: 'Click & Sell' });
    await sellTab.waitFor();
    await sellTab.click();
    await page.locator('a[href^="/purchase/"][href$="/Sell"]:visible').first().waitFor();
    expect(await page.locator('a[href^="/purchase/"][href$="/Order"]:visible').count()).toBe(0);
    await screenshot(page, 'exchange-rates-390');
    await page.close();
  });

  it('keeps the rate table up while the rates service is stopped, answers a JSON 503 within 5 s for what needs it, and recovers', async () => {
    await control('stop', 'rates');
    try {
      const table = await fetch(`${baseUrl}/api/v1/currencies`);
      expect(table.status).toBe(200);

      const started = Date.now();
      const response = await fetch(`${baseUrl}/api/v1/currencies/EUR`);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await control('start', 'rates');
    }
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await fetch(`${baseUrl}/api/v1/currencies/EUR`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
  });
});
