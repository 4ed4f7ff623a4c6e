import type { Browser, Page } from 'playwright-core';
import { dayLabel, firstCollectionDay, londonNow, addDays, relativeDayLabel } from '@fx/contracts';
import type { CollectionBranchList, OrderView } from '@fx/contracts';
import { testClock } from '@fx/service-kit/testing';
import { confirmAction } from './support/dashboard';
import {
  VIEWPORTS,
  hydrated,
  launchBrowser,
  screenshot,
  signInAsAdmin,
  stackState,
} from './support/browser';
import { placeApiOrder, screenMoney } from './support/orders';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(120_000);

const BRANCH = 'high-street-north';

async function branchList(baseUrl: string): Promise<CollectionBranchList> {
  return (await (await fetch(`${baseUrl}/api/v1/branches`)).json()) as CollectionBranchList;
}

/** Waits until the public branch list (cached a few seconds by the gateway) says `ready`. */
async function untilBranches(baseUrl: string, ready: (list: CollectionBranchList) => boolean) {
  for (let waited = 0; waited < 20_000; waited += 500) {
    if (ready(await branchList(baseUrl))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('GET /api/v1/branches never showed the change');
}

/** Staff's Branches and Collections screens, and what customers see of a stock change. */
describe('the Branches and Collections screens in Chromium', () => {
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await signInAsAdmin(page, baseUrl, '/dashboard/branches');
  });

  afterAll(async () => {
    await browser.close();
  });

  /** Sets a currency's stock on the Branches screen and waits for the row to say it is saved. */
  async function setStock(code: string, status: string, leadDays?: string) {
    await page.getByRole('link', { name: 'Branches' }).first().click();
    await page.getByRole('searchbox', { name: 'Search currencies' }).fill(code);
    await page.getByRole('combobox', { name: `${code} stock` }).selectOption({ label: status });
    if (leadDays)
      await page.getByRole('spinbutton', { name: `${code} lead time in days` }).fill(leadDays);
    await page.getByRole('button', { name: `Save ${code}` }).click();
    const row = page
      .getByRole('table', { name: /^Stock at/ })
      .getByRole('row')
      .filter({ hasText: code });
    await row.getByText('Saved').waitFor();
  }

  it('marks a currency order-in: the calculator then says its later day and the order form starts there', async () => {
    await setStock('SEK', 'Order in', '3');
    await screenshot(page, 'dashboard-branches-order-in-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'dashboard-branches-order-in-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await untilBranches(baseUrl, ({ branches }) =>
      branches.some((branch) => branch.stock.SEK?.status === 'order_in'),
    );
    const branch = (await branchList(baseUrl)).branches.find((each) => each.id === BRANCH)!;
    const now = testClock().now();
    const first = firstCollectionDay(branch.schedule, now, 3)!;
    const relative = relativeDayLabel(first, now);

    const customer = await browser.newPage({ viewport: VIEWPORTS.desktop });
    try {
      await customer.goto(`${baseUrl}/`);
      await hydrated(customer);
      await customer.getByLabel('Currency', { exact: true }).selectOption('SEK');
      await customer.getByText(`Collect from ${relative}`).first().waitFor({ timeout: 20_000 });
      await screenshot(customer, 'home-calculator-order-in-1280');
      await customer.getByLabel(/^You pay/).fill('300');
      await customer.getByRole('button', { name: 'Buy travel Money' }).click();
      await customer.waitForURL(/\/purchase\/SEK\/Order$/);
      const day = customer.getByLabel('Collection day');
      await customer
        .getByText(`so the first collection day is ${dayLabel(first)}`)
        .waitFor({ timeout: 20_000 });
      const offered = await day
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(offered.filter(Boolean)[0]).toBe(first);
      await screenshot(customer, 'order-order-in-day-1280');
    } finally {
      await customer.close();
      // Back in stock, so that no other test meets an order-in krona.
      await setStock('SEK', 'In stock');
    }
  });

  it('lists an accepted order on Collections under its day, with the currency to prepare', async () => {
    const order: OrderView = await placeApiOrder({
      baseUrl,
      branchId: BRANCH,
      firstName: 'Clara',
      lastName: 'Collector',
      email: `collections-${Date.now()}@example.com`,
      currency: 'CHF',
      amountGbp: '250',
    });
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await page.getByRole('link', { name: 'Pending Orders' }).first().click();
    await row(order.orderNumber)
      .getByRole('button', { name: /accept/i })
      .click();
    await confirmAction(page, 'Yes, Aceept!', 'Accepted!');

    await page.getByRole('link', { name: 'Collections' }).first().click();
    const today = londonNow(testClock().now()).date;
    const when = order.collectionDate === today ? 'Today' : 'Tomorrow';
    expect([today, addDays(today, 1)]).toContain(order.collectionDate);
    const day = page.getByRole('region', { name: `${when}, ${dayLabel(order.collectionDate!)}` });
    const line = order.lines[0]!;
    await day.getByRole('row', { name: new RegExp(order.orderNumber) }).waitFor();
    await day
      .getByRole('row', { name: new RegExp(order.orderNumber) })
      .getByText(`${screenMoney(line.foreign, 'CHF')} for £250.00`)
      .waitFor();
    const prepare = day.getByRole('region', { name: 'To prepare' });
    expect(await prepare.getByRole('listitem').filter({ hasText: 'CHF' }).innerText()).toContain(
      screenMoney(line.foreign, 'CHF'),
    );
    await screenshot(page, 'dashboard-collections-order-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'dashboard-collections-order-390');
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});
