import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot, stackState } from './support/browser';
import { placeApiOrder } from './support/orders';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(60_000);

interface SinkMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** The whole stack as `npm start` runs it: an order placed over the API is e-mailed to the sink. */
describe('order e-mails in the running stack', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('e-mails the customer and the branch when an order is placed', async () => {
    const { baseUrl, mailUrl } = stackState();
    const order = await placeApiOrder({
      baseUrl,
      branchId: 'high-street-north',
      firstName: 'Mary',
      lastName: 'Seacole',
      email: 'mary@example.com',
      currency: 'USD',
      amountGbp: '250',
    });

    const deadline = Date.now() + 30_000;
    let mine: SinkMessage[] = [];
    while (Date.now() < deadline && mine.length < 2) {
      const messages = (await (await fetch(`${mailUrl}/api/messages`)).json()) as SinkMessage[];
      mine = messages.filter((message) => message.subject.includes(order.orderNumber));
      if (mine.length < 2) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(mine.map((message) => message.subject).sort()).toEqual([
      `New Click & Collect order ${order.orderNumber}: GBP 250.00`,
      `Your Click & Collect order ${order.orderNumber}`,
    ]);
    const confirmation = mine.find((message) => message.subject.startsWith('Your'))!;
    expect(confirmation.to).toContain('mary@example.com');
    expect(confirmation.text).toContain('Important Notification');

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${mailUrl}/messages/${confirmation.id}`);
      await page.frameLocator('iframe').getByText('Booking Details').waitFor();
      await screenshot(page, `order-confirmation-email-${name}`);
      await page.close();
    }
  });
});
