import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { dayLabel } from '@fx/contracts';
import { VIEWPORTS, launchBrowser, screenshot, stackState } from './support/browser';
import { chooseCollectionDay } from './support/order-flow';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(90_000);

/**
 * A customer's account in Chromium against the running stack: sign in with Google (the Auth
 * Emulator's test mode, a verified e-mail), place an order, find it under My orders, cancel it,
 * order again with the details filled in from it, and set a rate alert from the rates page.
 */
describe('a customer account, in the browser', () => {
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  async function signInWithGoogle(page: Page, email: string) {
    await page.goto(`${baseUrl}/signIn`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test mode)' });
    await dialog.getByLabel(/e-?mail/i).fill(email);
    await dialog.getByRole('button', { name: /continue|sign in/i }).click();
    await page.getByText('User logged in', { exact: true }).first().waitFor();
  }

  /** Step 1 with £250 of euros in the cart: the collection day (answered), then the details. */
  async function toDetails(page: Page): Promise<string> {
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByText(/^£250\.00 → €/)
      .waitFor();
    const day = await chooseCollectionDay(page);
    await page.getByRole('button', { name: 'Next' }).click();
    return day;
  }

  it('signs in, places an order, sees it under My orders, cancels it, and sets a rate alert', async () => {
    const email = `account-${randomBytes(4).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signInWithGoogle(page, email);

    // An order, placed through the order flow while signed in.
    await page.goto(`${baseUrl}/purchase/EUR/Order`);
    await page.getByRole('heading', { name: 'Order travel money' }).waitFor();
    await page.getByLabel('Amount in GBP').fill('250');
    await page.getByRole('button', { name: 'Add +' }).click();
    const collectionDay = await toDetails(page);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm email').fill(email);
    await page.getByLabel('Phone').fill('07700 900321');
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Order Confirmation' }).waitFor();
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

    // My orders, from the avatar menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My orders' }).click();
    await page.waitForURL(/\/account\/orders$/);
    const card = page.getByRole('article', { name: new RegExp(`Order ${orderNumber}`) });
    await card.waitFor();
    // Pending, or (issue 33) being checked while the compliance screening is still running.
    await card
      .getByText(/^(Status: )?(Pending|Being checked)$/)
      .first()
      .waitFor();
    await card.getByText(dayLabel(collectionDay)).waitFor();
    await screenshot(page, 'account-my-orders-1280');

    // Cancel it: a confirmation first, then the status changes and the customer is told.
    await card.getByRole('button', { name: /Cancel order/ }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page
      .getByText(`Order ${orderNumber} is cancelled. We have e-mailed you.`)
      .first()
      .waitFor();
    await card.getByText('Cancelled').first().waitFor();
    expect(await card.getByRole('button', { name: /Cancel order/ }).count()).toBe(0);
    // It is the server's state, not the page's: still cancelled after a reload.
    await page.reload();
    await card.getByText('Cancelled').first().waitFor();

    // Order again: the same line in the cart at today's rate, and the details filled in.
    await card.getByRole('button', { name: /Order again/ }).click();
    await page.waitForURL(/\/purchase\/EUR\/Order$/);
    await toDetails(page);
    await page.getByText('Filled in from your last order').first().waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Phone').inputValue()).toBe('07700 900321');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    // A rate alert from the Exchange Rates page.
    await page.goto(`${baseUrl}/exchangeRates`);
    await page.getByRole('button', { name: 'Set a rate alert for Euro' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Set a rate alert' });
    const target = dialog.getByLabel('Target rate (EUR for 1 GBP)');
    await target.waitFor();
    const suggested = await target.inputValue();
    await screenshot(page, 'account-rate-alert-dialog-1280');
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await dialog
      .getByText(/we.ll e-mail you|alert is set/i)
      .first()
      .waitFor();
    await page.goto(`${baseUrl}/account/alerts`);
    await page.getByText(suggested).first().waitFor();
    await page.getByText('You can set 9 more').first().waitFor();
    // How it reaches the customer can be changed while it waits: e-mail, as it was set.
    const how = page.getByLabel(/How the alert for EUR at .* reaches you/).first();
    expect(await how.inputValue()).toBe('email');
    await screenshot(page, 'account-rate-alerts-1280');
    await page.close();

    // The same pages on a phone.
    const phone = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signInWithGoogle(phone, email);
    await phone.goto(`${baseUrl}/account/orders`);
    await phone.getByRole('article', { name: new RegExp(`Order ${orderNumber}`) }).waitFor();
    await screenshot(phone, 'account-my-orders-390');
    await phone.goto(`${baseUrl}/account/alerts`);
    await phone.getByText(suggested).first().waitFor();
    await screenshot(phone, 'account-rate-alerts-390');
    await phone.close();
  });
});
