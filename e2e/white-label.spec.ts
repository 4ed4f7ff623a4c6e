import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Branch } from '@fx/contracts';
import { productionSiteEnv } from '@fx/service-kit/testing';
import { VIEWPORTS, launchBrowser, screenshot } from './support/browser';
import { placeApiOrder } from './support/orders';
import { mailSink, stack } from './support/stack';
import type { IsolatedStack, MailSink } from './support/stack';

// A second stack of its own starts here (the build is the one the global setup made).
jest.setTimeout(240_000);

/** Another bureau, set only through settings: the same build, a restart, nothing else. */
const RIVERSIDE = {
  ...productionSiteEnv,
  SITE_COLOR_PRIMARY: '#4a1942',
  SITE_LOGO_URL: '/favicon.svg',
  SITE_INSTAGRAM_URL: 'https://www.instagram.com/riverside.currency',
  SITE_MONEY_TRANSFERS_URL: 'https://transfers.riverside-partner.co.uk/',
  RATE_GUARANTEE_HOURS: '12',
  MAIL_FROM: 'Riverside Currency <orders@riverside-currency.co.uk>',
  BRANCH_INBOX: 'branch@riverside-currency.co.uk',
};

/** Anything of the example bureau: its name, its domain, its example company number. */
const EXAMPLE_TRACES = /Highstreet|highstreetfx|\b12345678\b|East Ham/i;

interface SinkMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

describe('a second bureau from settings alone', () => {
  let sink: MailSink;
  let running: IsolatedStack;
  let browser: Browser;

  beforeAll(async () => {
    const mailDir = path.resolve(
      __dirname,
      `../var/e2e-mail-brand-${randomBytes(4).toString('hex')}`,
    );
    sink = await mailSink.startMailSink({ smtpPort: 0, webPort: 0, dir: mailDir });
    running = await stack.startIsolatedStack({
      label: 'brand',
      port: process.env.E2E_BRAND_PORT ?? '3311',
      smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`,
      skipBuild: true,
      output: 'quiet',
      env: { LOG_LEVEL: 'warn', RPC_TIMEOUT_MS: '2000', ...RIVERSIDE },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await running?.shutdown();
    await sink?.close();
  });

  /** Opens a page and waits for its heading; returns the page. */
  async function open(route: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
    await page.goto(`${running.baseUrl}${route}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    return page;
  }

  it.each([
    ['/', 'Travel Money'],
    ['/contact', 'Contact Us'],
    ['/termsCoditition', 'Terms & Conditions'],
    ['/privacyPolicy', 'Privacy Policy'],
    ['/faq', 'FAQ'],
    ['/sendmony', 'Money Transfers'],
  ])(
    'shows %s as Riverside Currency, with no trace of the example bureau',
    async (route, title) => {
      const page = await open(route);
      try {
        await page.waitForFunction(
          (expected) => document.title === expected,
          `${title} | Riverside Currency`,
        );
        await page.getByRole('link', { name: 'Riverside Currency home' }).first().waitFor();
        const footer = page.getByRole('contentinfo');
        const legal = await footer.innerText();
        expect(legal).toContain(
          'Riverside Currency is a trading name of Riverside Currency Exchange Ltd, registered in England and Wales, company number 09876543',
        );
        expect(legal).toContain('0117 496 0004');
        expect(legal).not.toMatch(/example business details/i);
        // The page as served and as rendered: nothing of the example bureau anywhere.
        expect(await page.content()).not.toMatch(EXAMPLE_TRACES);
      } finally {
        await page.close();
      }
    },
  );

  it('serves the page with its name and colour before any script runs', async () => {
    const html = await (await fetch(`${running.baseUrl}/exchangeRates`)).text();
    // The page's own title, rendered on the server with the page.
    expect(html).toContain('<title>Exchange Rates | Riverside Currency</title>');
    expect(html).toContain('<meta name="theme-color" content="#4a1942"');
    expect(html).not.toMatch(EXAMPLE_TRACES);
  });

  it('uses the numbers the orders service enforces: a 12-hour guarantee', async () => {
    const page = await open('/');
    try {
      await page.getByText('12-hour rate guarantee once your order is in store').waitFor();
      expect(await page.getByText(/24-hour|24 hours/).count()).toBe(0);
      const brandColour = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-navy').trim(),
      );
      expect(brandColour).toBe('#4a1942');
      const logo = page.locator('.site-header__brand img');
      expect(await logo.getAttribute('src')).toBe('/favicon.svg');
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
      await screenshot(page, 'white-label-home-desktop');
    } finally {
      await page.close();
    }
    const phone = await open('/', 'phone');
    await screenshot(phone, 'white-label-home-phone');
    await phone.close();
  });

  it("links the bureau's own pages only: its Instagram and its transfer partner", async () => {
    const page = await open('/sendmony');
    try {
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: /opens in a new tab/ }).count()).toBe(1);
      expect(await footer.getByRole('link', { name: /on Instagram/ }).getAttribute('href')).toBe(
        'https://www.instagram.com/riverside.currency',
      );
      expect(
        await page
          .getByRole('link', { name: /Go to the money transfer service/ })
          .getAttribute('href'),
      ).toBe('https://transfers.riverside-partner.co.uk/');
    } finally {
      await page.close();
    }
  });

  it("e-mails the order from Riverside Currency's branch, signed with its details", async () => {
    const { branches } = (await (await fetch(`${running.baseUrl}/api/v1/branches`)).json()) as {
      branches: Branch[];
    };
    expect(branches.map((branch) => branch.name)).toEqual(['Riverside Currency, Quay Street']);
    const order = await placeApiOrder({
      baseUrl: running.baseUrl,
      branchId: 'quay-street',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      currency: 'USD',
      amountGbp: '200',
    });

    const deadline = Date.now() + 30_000;
    let confirmation: SinkMessage | undefined;
    while (Date.now() < deadline && !confirmation) {
      const messages = (await (
        await fetch(`http://127.0.0.1:${sink.webPort}/api/messages`)
      ).json()) as SinkMessage[];
      confirmation = messages.find(
        (message) => message.subject === `Your Click & Collect order ${order.orderNumber}`,
      );
      if (!confirmation) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(confirmation?.to).toContain('grace@example.com');
    expect(confirmation?.from).toContain('orders@riverside-currency.co.uk');
    expect(confirmation?.text).toContain('Riverside Currency, Quay Street');
    expect(confirmation?.text).toContain('company number 09876543');
    expect(confirmation?.text).toContain('0117 496 0004');
    expect(JSON.stringify(confirmation)).not.toMatch(EXAMPLE_TRACES);
  });
});
