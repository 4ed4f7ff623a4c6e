import type { Browser, Page } from 'playwright-core';
import type { OrderView } from '@fx/contracts';
import { axeProblems } from './support/axe';
import { VIEWPORTS, launchBrowser, screenshot, stackState } from './support/browser';
import { chooseCollectionDay, fillCustomerDetails } from './support/order-flow';
import { screenMoney } from './support/orders';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(90_000);

const PAGES: [string, string, string][] = [
  ['home', '/', 'main h1'],
  ['exchange-rates', '/exchangeRates', 'main h1'],
  ['order-step-1', '/purchase/EUR/Order', 'main h1'],
  ['sell-step-1', '/purchase/USD/Sell', 'main h1'],
  ['terms', '/termsCoditition', 'main h1'],
  ['privacy', '/privacyPolicy', 'main h1'],
  ['contact', '/contact', 'main h1'],
  ['faq', '/faq', 'main h1'],
  ['coming-soon', '/comingSoon', 'main h1'],
  ['money-transfers', '/sendmony', 'main h1'],
  ['track-order', '/orders', 'main h1'],
  ['sign-in', '/signIn', 'h1'],
  ['sign-up', '/signUp', 'h1'],
  ['staff-gate', '/box', 'h1'],
  ['not-found', '/no-such-page', 'main h1'],
];

describe('the public website in Chromium', () => {
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('has no serious or critical accessibility problems on any public page, phone or desktop', async () => {
    const problems: string[] = [];
    for (const [name, path, heading] of PAGES) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        // axe-core is injected as an inline script, which the site's CSP rightly refuses.
        const page = await browser.newPage({ viewport, bypassCSP: true });
        await page.goto(`${baseUrl}${path}`);
        await page.locator(heading).first().waitFor();
        // Let data arrive and skeletons settle before judging and taking the picture.
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await screenshot(page, `site-${name}-${viewport.width}`);
        if (size === 'desktop' || name === 'home' || name === 'exchange-rates') {
          problems.push(
            ...(await axeProblems(page)).map((problem) => `${path} [${size}]: ${problem}`),
          );
        }
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  }, 240_000); // axe on every public page at two sizes: more than the file's 90 s on a loaded machine

  /** The confirmation's table and number, compared with the order the API keeps. */
  async function expectConfirmationMatchesApi(page: Page, email: string): Promise<OrderView> {
    await page.getByRole('heading', { name: 'Order Confirmation' }).waitFor();
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
    const response = await fetch(
      `${baseUrl}/api/v1/orders/${orderNumber}?email=${encodeURIComponent(email)}`,
    );
    expect(response.status).toBe(200);
    const order = (await response.json()) as OrderView;
    const rows = await page
      .getByRole('table', { name: 'Your order' })
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent?.trim()),
        ),
      );
    expect(rows).toEqual(
      order.lines.map((line) => [
        line.currency,
        screenMoney(line.from.amount, line.from.currency),
        screenMoney(line.to.amount, line.to.currency),
        line.rate,
      ]),
    );
    return order;
  }

  it('places a Click & Collect order of two currencies, starting from the home widget', async () => {
    const email = `collect-${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/`);
    await page.getByLabel(/^You pay/).fill('295');
    await page.getByRole('button', { name: 'Buy travel Money' }).click();
    await page.waitForURL(/\/purchase\/EUR\/Order$/);
    await page.getByRole('heading', { name: 'Order travel money' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(/^£300\.00 → €/).waitFor();

    await page.getByRole('button', { name: 'Add Currency' }).click();
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByLabel('Amount in GBP').fill('200');
    await page.getByRole('button', { name: 'Add +' }).click();
    await summary.getByText(/^£200\.00 → US\$/).waitFor();
    await chooseCollectionDay(page);
    await screenshot(page, 'order-collect-step-1-1280');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await fillCustomerDetails(page, email);
    await page.getByRole('button', { name: 'Place order' }).click();

    const order = await expectConfirmationMatchesApi(page, email);
    expect(order).toMatchObject({ way: 'collect', status: 'pending', totalGbp: '500.00' });
    expect(order.lines.map((line) => [line.currency, line.gbp])).toEqual([
      ['EUR', '300.00'],
      ['USD', '200.00'],
    ]);
    await page.getByText('Important Notification').waitFor();
    await screenshot(page, 'order-collect-confirmation-1280');
    // The cart is empty afterwards.
    expect(await page.evaluate(() => localStorage.getItem('purchase'))).toBe('[]');
    await page.close();
  });

  /**
   * Steps 1 (the collection day; the one branch is chosen for the customer) and 2 (details) for
   * lines already in the cart, then the confirmation.
   */
  async function checkout(page: Page, email: string) {
    await chooseCollectionDay(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(page, email);
    await page.getByRole('button', { name: 'Place order' }).click();
    return expectConfirmationMatchesApi(page, email);
  }

  it('places a Click & Sell order from the home widget', async () => {
    const email = `widget-sell-${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('tab', { name: 'Click & Sell' }).click();
    await page.getByLabel(/^You sell/).fill('80');
    await page.getByRole('button', { name: 'Sell Travel Money' }).click();
    await page.waitForURL(/\/purchase\/EUR\/Sell$/);
    await page.getByRole('heading', { name: 'Sell travel money' }).waitFor();
    const order = await checkout(page, email);
    expect(order).toMatchObject({ way: 'sell' });
    expect(order.lines).toEqual([expect.objectContaining({ currency: 'EUR', foreign: '80.00' })]);
    await page.close();
  });

  it('places a Click & Collect order from the Exchange Rates page', async () => {
    const email = `rates-collect-${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/exchangeRates`);
    await page.getByRole('link', { name: 'Click & Collect US Dollar' }).first().click();
    await page.waitForURL(/\/purchase\/USD\/Order$/);
    await page.getByLabel('Amount in GBP').fill('120');
    await page.getByRole('button', { name: 'Add +' }).click();
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByText(/^£120\.00 → US\$/)
      .waitFor();
    const order = await checkout(page, email);
    expect(order.lines).toEqual([expect.objectContaining({ currency: 'USD', gbp: '120.00' })]);
    await page.close();
  });

  it('places a Click & Sell order from the Exchange Rates page', async () => {
    const email = `sell-${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/exchangeRates`);
    await page.getByRole('tab', { name: 'Click & Sell' }).click();
    await page
      .getByRole('link', { name: /Sell US Dollar|Click & Sell US Dollar/ })
      .first()
      .click();
    await page.waitForURL(/\/purchase\/USD\/Sell$/);
    await page.getByRole('heading', { name: 'Sell travel money' }).waitFor();

    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByLabel('Amount in USD').fill('150');
    await page.getByRole('button', { name: 'Add +' }).click();
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByText('US$150.00')
      .waitFor();
    await chooseCollectionDay(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(page, email);
    await screenshot(page, 'order-sell-details-390');
    await page.getByRole('button', { name: 'Place order' }).click();

    const order = await expectConfirmationMatchesApi(page, email);
    expect(order).toMatchObject({ way: 'sell', status: 'pending' });
    expect(order.lines).toEqual([expect.objectContaining({ currency: 'USD', foreign: '150.00' })]);
    await screenshot(page, 'order-sell-confirmation-390');
    await page.close();
  });
});
