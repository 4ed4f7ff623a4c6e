import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import {
  VIEWPORTS,
  expectUrl,
  launchBrowser,
  screenshot,
  signInAsAdmin,
  stackState,
} from './support/browser';
import { chooseCollectionDay, euroOrderInCart, fillCustomerDetails } from './support/order-flow';
import { expectText, mailWithSubject, payOnHostedPage } from './support/payments';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(120_000);

const CARDS = {
  debit: '4000 0566 5566 5556',
  credit: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
};

/**
 * Issue 32 in the running stack, as `npm start` runs it with the Stripe stand-in: a customer pays
 * for a Click & Collect order on the hosted page with each of the test cards and comes back to
 * the confirmation; staff see the payment, and cancelling refunds it once.
 */
describe('paying now by card, in the browser', () => {
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

  /** Step 1 and 2 of a £150 euro order paid now by card, up to the provider's hosted page. */
  async function toHostedPage(page: Page, email: string): Promise<string> {
    await euroOrderInCart(page, baseUrl, '150');
    await page.getByRole('radio', { name: /Pay now by card/ }).check();
    await chooseCollectionDay(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(page, email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expectUrl(page, /\/c\/pay\/cs_test_/);
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    return page.url();
  }

  it('pays with a debit card: Paid with the card ending 5556 on the confirmation and in the e-mail', async () => {
    const email = `debit-${randomBytes(3).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await toHostedPage(page, email);
    await screenshot(page, 'card-hosted-page-390');
    await payOnHostedPage(page, CARDS.debit);

    await expectUrl(page, /\/orders\/\d{8}\?payment=done/);
    const confirmation = page.getByRole('main');
    await expectText(page, /^Paid$/);
    await confirmation
      .getByText(/ending 5556/)
      .first()
      .waitFor();
    const orderNumber = /\/orders\/(\d{8})/.exec(page.url())![1]!;
    await screenshot(page, 'card-paid-confirmation-390');

    const mail = await mailWithSubject(mailUrl, (subject) => subject.includes(orderNumber), email);
    expect(mail.text).toMatch(/Paid: GBP\s[\d,.]+ by card ending 5556/);
    await page.close();
  });

  it('declines 4000 0000 0000 0002 on the hosted page; going back keeps the cart, and paying then places one order', async () => {
    const email = `declined-${randomBytes(3).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const hosted = await toHostedPage(page, email);
    await payOnHostedPage(page, CARDS.declined);
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor();
    expect(page.url()).toBe(hosted);
    await screenshot(page, 'card-declined-1280');

    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expectUrl(page, /\/orders\/\d{8}\?payment=cancelled/);
    const orderNumber = /\/orders\/(\d{8})/.exec(page.url())![1]!;
    await page.getByText('Your payment was cancelled: nothing was taken.').waitFor();
    await page.getByRole('button', { name: 'Back to your order' }).click();
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByText(/^£150\.00 → €/)
      .waitFor();
    await screenshot(page, 'card-back-to-order-1280');

    // The cart and details are intact: straight on to pay again, the same order.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expectUrl(page, /\/c\/pay\/cs_test_/);
    await payOnHostedPage(page, CARDS.debit);
    await expectUrl(page, new RegExp(`/orders/${orderNumber}\\?payment=done`));
    await expectText(page, /^Paid$/);
    await page.close();
  });

  it('refuses the credit card 4242 4242 4242 4242 where only debit cards are taken, saying so', async () => {
    const email = `credit-${randomBytes(3).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await toHostedPage(page, email);
    await payOnHostedPage(page, CARDS.credit);
    await expectUrl(page, /\/orders\/\d{8}\?payment=done/);
    await expectText(page, /debit card/i);
    expect(await page.getByText('Paid', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'card-credit-refused-1280');
    await page.close();
  });

  it('asks for authentication with 4000 0025 0000 3155: Fail keeps the page open for another card', async () => {
    const email = `sca-${randomBytes(3).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await toHostedPage(page, email);
    await payOnHostedPage(page, CARDS.authenticate);
    await page.getByRole('button', { name: 'Complete' }).waitFor();
    await screenshot(page, 'card-authenticate-1280');
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('alert').first().waitFor();
    await payOnHostedPage(page, CARDS.debit);
    await expectUrl(page, /\/orders\/\d{8}\?payment=done/);
    await expectText(page, /^Paid$/);
    await page.close();
  });

  it('staff see the payment captured on accept, and a staff cancellation refunds it once', async () => {
    const email = `refund-${randomBytes(3).toString('hex')}@example.com`;
    const customer = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await toHostedPage(customer, email);
    await payOnHostedPage(customer, CARDS.debit);
    await expectUrl(customer, /\/orders\/\d{8}\?payment=done/);
    await expectText(customer, /^Paid$/);
    const orderNumber = /\/orders\/(\d{8})/.exec(customer.url())![1]!;

    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signInAsAdmin(staff, baseUrl, '/dashboard/manageOrders');
    const row = staff.getByRole('row').filter({ hasText: orderNumber });
    await row.getByText('Authorised').waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: /Accept/ }).click();
    const confirm = staff.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: /Yes|Accept/ }).click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: /ok|close/i })
      .first()
      .click();

    await staff.goto(`${baseUrl}/dashboard/activeOrders`);
    const accepted = staff.getByRole('row').filter({ hasText: orderNumber });
    await accepted.getByText('Captured').waitFor({ timeout: 30_000 });
    await accepted
      .getByRole('link', { name: /View|Details|\d{8}/ })
      .first()
      .click();
    // The list stays on screen while the details load: wait for them, then press their Delete.
    await staff.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await staff.getByRole('button', { name: 'Delete', exact: true }).click();
    await staff
      .getByText(/full refund/i)
      .first()
      .waitFor();
    await staff
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: /Yes|Delete/ })
      .click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: /ok|close/i })
      .first()
      .click();
    await staff.reload();
    await staff.getByText('Refunded').first().waitFor({ timeout: 30_000 });
    await screenshot(staff, 'card-refunded-details-1280');

    const mail = await mailWithSubject(
      mailUrl,
      (subject) => subject.includes(orderNumber) && /cancel/i.test(subject),
      email,
    );
    expect(mail.text).toMatch(/The full GBP\s150\.00 you paid comes back to your card ending 5556/);
    await customer.close();
    await staff.close();
  });
});
