import type { Browser, Page } from 'playwright-core';
import { dayLabel } from '@fx/contracts';
import { VIEWPORTS, launchBrowser, screenshot, stackState } from './support/browser';
import { chooseCollectionDay, fillCustomerDetails } from './support/order-flow';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(90_000);

interface SinkMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** The e-mail the mail sink received with `subject`, waiting up to 30 s for it. */
async function mailWithSubject(mailUrl: string, subject: string): Promise<SinkMessage> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${mailUrl}/api/messages`)).json()) as SinkMessage[];
    const found = messages.find((message) => message.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail "${subject}" reached the sink in 30 s`);
}

/** Issue 18 in the running stack: the limits said up front, and the day the customer chose. */
describe('ordering: the order limits and the collection day', () => {
  let browser: Browser;
  let baseUrl: string;
  let mailUrl: string;

  beforeAll(async () => {
    ({ baseUrl, mailUrl } = stackState());
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('refuses £20 in the calculator, saying the minimum, before the order page', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${baseUrl}/`);
      const calculator = page.getByRole('region', { name: 'Currency calculator' });
      await calculator.getByText('Orders from £50 to £5,000').waitFor();
      await calculator.getByLabel(/^You pay/).fill('20');
      await calculator.getByRole('button', { name: 'Buy travel Money' }).click();

      await page.getByRole('alert').filter({ hasText: 'The minimum order is £50' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('purchase'))).toBeNull();
      await screenshot(page, `home-calculator-minimum-${viewport.width}`);
      await page.close();
    }
  });

  /** Step 1 of a £150 euro order: the one branch shown, a day chosen; answers the day. */
  async function stepOne(page: Page): Promise<string> {
    await page.goto(`${baseUrl}/purchase/EUR/Order`);
    await page.getByRole('heading', { name: 'Order travel money' }).waitFor();
    await page.getByLabel('Amount in GBP').fill('150');
    await page.getByRole('button', { name: 'Add +' }).click();
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByText(/^£150\.00 → €/)
      .waitFor();
    return chooseCollectionDay(page);
  }

  it('places an order for the day the customer chose, shown on the confirmation, tracking and in the e-mail', async () => {
    const email = `collection-day-${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const day = await stepOne(page);
    const label = dayLabel(day);
    await screenshot(page, 'order-collection-day-step-1-390');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(page, email);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(label).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.getByRole('heading', { name: 'Order Confirmation' }).waitFor();
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
    const booking = page.locator('.booking__row').filter({ hasText: 'Collection day' });
    expect(await booking.innerText()).toContain(label);
    await page.getByText(`Please collect your order on ${label}`).waitFor();
    await screenshot(page, 'order-collection-day-confirmation-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'order-collection-day-confirmation-1280');

    const confirmation = await mailWithSubject(
      mailUrl,
      `Your Click & Collect order ${orderNumber}`,
    );
    expect(confirmation.to).toContain(email);
    expect(confirmation.text).toContain(`Collection day: ${label}`);

    await page.goto(`${baseUrl}/orders/${orderNumber}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Show my order' }).click();
    const tracked = page.locator('.booking__row').filter({ hasText: 'Collection day' });
    await tracked.waitFor();
    expect(await tracked.innerText()).toContain(label);
    await page.close();
  });

  it('asks for a day before the details, and shows the step at both sizes', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      await stepOne(page);
      await page.getByLabel('Collection day').selectOption('');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Choose a collection day').first().waitFor();
      expect(await page.getByRole('heading', { name: 'Your details' }).count()).toBe(0);
      await screenshot(page, `order-collection-day-required-${viewport.width}`);
      await page.close();
    }
  });
});
