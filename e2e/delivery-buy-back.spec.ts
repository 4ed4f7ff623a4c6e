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
import { euroOrderInCart, fillCustomerDetails } from './support/order-flow';
import { expectText, mailWithSubject, payOnHostedPage } from './support/payments';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(150_000);

/** A Royal Mail S10 number whose check digit is right: 1 2 3 4 5 6 7 8 weighted gives 5. */
const TRACKING_NUMBER = 'AB123456785GB';
const ADDRESS = { line1: '10 Downing Street', town: 'London', postcode: 'SW1A 2AA' };

/**
 * Issue 32, items 4 and 5, in the running stack: a customer has £450 of euros delivered with the
 * buy-back guarantee, paid on the hosted page with the card's billing address; staff accept it and
 * dispatch it with a tracking number the customer then sees and is e-mailed; the customer sells
 * euros back at the order's rate under the guarantee.
 */
describe('home delivery and the buy-back guarantee, in the browser', () => {
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

  async function trackOrder(page: Page, orderNumber: string, email: string) {
    await page.goto(`${baseUrl}/orders`);
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Show my order' }).click();
    await page.getByTestId('order-number').filter({ hasText: orderNumber }).waitFor();
  }

  it('delivers a paid order with its tracking number, then sells euros back at its rate', async () => {
    const email = `delivery-${randomBytes(3).toString('hex')}@example.com`;
    const customer = await browser.newPage({ viewport: VIEWPORTS.phone });
    await euroOrderInCart(customer, baseUrl, '450');
    await customer.getByRole('radio', { name: /Pay now by card/ }).check();
    await customer.getByRole('radio', { name: /Home delivery/ }).check();
    await customer.getByRole('checkbox', { name: /Add the buy-back guarantee/ }).check();
    await customer
      .getByText(/card must be in your name/)
      .first()
      .waitFor();
    await screenshot(customer, 'delivery-step-1-390');
    await customer.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(customer, email);
    await customer.getByLabel('Address line 1').fill(ADDRESS.line1);
    await customer.getByLabel('Town or city').fill(ADDRESS.town);
    await customer.getByLabel('Postcode').fill(ADDRESS.postcode);
    await customer.getByRole('button', { name: 'Continue to payment' }).click();

    // The hosted page asks for the billing address: the card's, the same as the delivery's.
    await expectUrl(customer, /\/c\/pay\/cs_test_/);
    await customer.getByLabel('Address line 1').fill(ADDRESS.line1);
    await customer.getByLabel('Town or city').fill(ADDRESS.town);
    await customer.getByLabel('Postcode').fill(ADDRESS.postcode);
    await payOnHostedPage(customer, '4000 0566 5566 5556');
    await expectUrl(customer, /\/orders\/\d{8}\?payment=done/);
    await expectText(customer, /^Paid$/);
    const orderNumber = /\/orders\/(\d{8})/.exec(customer.url())![1]!;
    await customer
      .getByRole('button', { name: /^Sell back at [\d.]+ EUR per £1 until / })
      .waitFor();
    await screenshot(customer, 'delivery-paid-390');

    // Staff accept it (the card is charged) and dispatch it from the Dispatch screen.
    const staff = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signInAsAdmin(staff, baseUrl, '/dashboard/manageOrders');
    const row = staff.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: /Accept/ }).click();
    await staff
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: /Yes|Accept/ })
      .click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: /ok|close/i })
      .first()
      .click();
    await staff.goto(`${baseUrl}/dashboard/dispatch`);
    const sending = staff.locator('li, tr, article').filter({ hasText: orderNumber }).last();
    const tracking = sending.getByLabel('Tracking number');
    await tracking.fill('AB123456784GB');
    await sending.getByRole('button', { name: 'Dispatched' }).click();
    await sending.getByText(/check the digits/i).waitFor();
    await tracking.fill(TRACKING_NUMBER);
    await sending.getByRole('button', { name: 'Dispatched' }).click();
    await sending.getByText(TRACKING_NUMBER).first().waitFor();
    await screenshot(staff, 'dispatch-screen-1280');

    // The customer sees the tracking number, and is e-mailed it.
    await trackOrder(customer, orderNumber, email);
    await expectText(customer, TRACKING_NUMBER);
    const sent = await mailWithSubject(mailUrl, (subject) => /on its way/i.test(subject), email);
    expect(sent.text).toContain(TRACKING_NUMBER);

    // Sell €100 back under the guarantee, at the order's rate.
    const sellBack = customer.getByRole('button', { name: /^Sell back at [\d.]+ EUR per £1/ });
    const rate = /at ([\d.]+) EUR/.exec((await sellBack.textContent()) ?? '')![1]!;
    await sellBack.click();
    await expectUrl(customer, /\/purchase\/EUR\/Sell/);
    await expectText(
      customer,
      `Selling back EUR under the buy-back guarantee of order ${orderNumber}`,
    );
    await customer.getByRole('radio', { name: 'EUR', exact: true }).check();
    await customer.getByLabel('Amount in EUR').fill('100');
    await customer.getByRole('button', { name: 'Add +' }).click();
    const day = customer.getByLabel(/day/i).first();
    const offered = day.locator('option:not([value=""])');
    await offered.first().waitFor({ state: 'attached' });
    await day.selectOption((await offered.first().getAttribute('value')) ?? '');
    await customer.getByRole('button', { name: 'Next' }).click();
    await fillCustomerDetails(customer, email);
    await customer.getByRole('button', { name: 'Place order' }).click();
    await customer.getByTestId('order-number').waitFor({ timeout: 30_000 });
    await expectText(customer, rate);
    await screenshot(customer, 'sell-back-placed-390');
    await customer.close();
    await staff.close();
  });
});
