import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { OrderView, PricedCurrency } from '@fx/contracts';
import { AuthEmulator } from '@fx/service-kit/testing';
import { axeProblems } from './support/axe';
import { completeWithPassport, enabled, grantRole } from './support/compliance';
import { confirmAction, customerOrder } from './support/dashboard';
import {
  VIEWPORTS,
  expectUrl,
  launchBrowser,
  screenshot,
  signInAsAdmin,
  stackState,
} from './support/browser';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(120_000);

/** The staff dashboard against the whole stack, as the bootstrap admin. */
describe('the staff dashboard in Chromium', () => {
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
    // One admin session for the whole file: the gate's grant lives in this tab.
    page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await signInAsAdmin(page, baseUrl, '/dashboard/Statics');
  });

  afterAll(async () => {
    await browser.close();
  });

  const row = (orderNumber: string) => page.getByRole('row', { name: new RegExp(orderNumber) });

  it('shows a new order live, then accepts, completes and deletes it from History', async () => {
    await page.getByRole('link', { name: 'Pending Orders' }).first().click();
    await expectUrl(page, /\/dashboard\/manageOrders$/);
    await page.getByRole('heading', { name: 'Pending Orders', exact: true }).waitFor();

    // Placed while the list is open: it appears without a reload.
    const order = await customerOrder(baseUrl, 'Livia');
    await row(order.orderNumber).waitFor({ timeout: 15_000 });
    await screenshot(page, 'dashboard-pending-1280');

    // Screened clear by the compliance service, live: then it may be accepted.
    const accept = row(order.orderNumber).getByRole('button', { name: /accept/i });
    await enabled(page, accept);
    await accept.click();
    await confirmAction(page, 'Yes, Aceept!', 'Accepted!');
    await row(order.orderNumber).waitFor({ state: 'detached' });

    // Completing a collection records the ID seen (issue 33).
    await page.getByRole('link', { name: 'Accepted Orders' }).first().click();
    await row(order.orderNumber)
      .getByRole('link', { name: /complete/i })
      .click();
    await completeWithPassport(page);

    await page.getByRole('link', { name: 'History' }).first().click();
    await row(order.orderNumber).waitFor();
    await screenshot(page, 'dashboard-history-1280');
    await row(order.orderNumber)
      .getByRole('button', { name: /delete/i })
      .click();
    await confirmAction(page, 'Yes, delete it!', 'Deleted!');
    await row(order.orderNumber).waitFor({ state: 'detached' });

    // The record is kept: the customer still sees it, completed.
    const tracked = await fetch(
      `${baseUrl}/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent(order.customer.email)}`,
    );
    expect(((await tracked.json()) as OrderView).status).toBe('completed');
  });

  it('deletes a pending order after confirmation, and shows its details with the history', async () => {
    const order = await customerOrder(baseUrl, 'Dora');
    await page.getByRole('link', { name: 'Pending Orders' }).first().click();
    await row(order.orderNumber).waitFor({ timeout: 15_000 });
    await row(order.orderNumber)
      .getByRole('link', { name: /details/i })
      .click();
    await expectUrl(page, /\/dashboard\/orderDetails\/[0-9a-f-]{36}$/);
    await page.getByText(order.orderNumber).first().waitFor();
    await page.getByText('Important Notification').waitFor();
    await screenshot(page, 'dashboard-order-details-1280');
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await confirmAction(page, 'Yes, delete it!', 'Deleted!');
    const tracked = await fetch(
      `${baseUrl}/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent(order.customer.email)}`,
    );
    expect(((await tracked.json()) as OrderView).status).toBe('cancelled');
  });

  it('adds a currency after checking it, and a margin change reaches the public rates', async () => {
    await page.getByRole('link', { name: 'Add Currency' }).first().click();
    await expectUrl(page, /\/dashboard\/addCurrency$/);
    const add = page.getByRole('button', { name: /^Add/ }).last();
    await page
      .getByLabel(/currency code|currency name/i)
      .first()
      .fill('GHS');
    await page
      .getByLabel(/country/i)
      .first()
      .fill('Ghana');
    const name = page.getByLabel(/^name$|currency label|label/i);
    if (await name.count()) await name.first().fill('Ghanaian Cedi');
    await page.getByLabel(/sell/i).first().fill('-3');
    await page.getByLabel(/buy/i).first().fill('4');
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Checked' }).waitFor();
    await add.click();
    await page.getByText('Added GHS currency').first().waitFor();
    const ghs = await fetch(`${baseUrl}/api/v1/currencies/GHS`);
    expect(ghs.status).toBe(200);

    // Update the Swedish krona's sell margin (no other test reads it) and see the public rate move.
    const before = (await (
      await fetch(`${baseUrl}/api/v1/currencies/SEK`)
    ).json()) as PricedCurrency;
    await page.goto(`${baseUrl}/dashboard/update/SEK`);
    await page
      .getByRole('heading', { name: /update/i })
      .first()
      .waitFor();
    await page.getByLabel(/sell/i).first().fill('-2.5');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Checked' }).waitFor();
    await page
      .getByRole('button', { name: /^Update/ })
      .last()
      .click();
    await page.getByText('Updated SEK currency').first().waitFor();
    await expectUrl(page, /\/dashboard\/Currency$/);
    const after = (await (
      await fetch(`${baseUrl}/api/v1/currencies/SEK`)
    ).json()) as PricedCurrency;
    expect(after.rates.collect).not.toBe(before.rates.collect);

    const site = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await site.goto(`${baseUrl}/exchangeRates`);
    await site.getByText(after.rates.collect).first().waitFor();
    await site.close();
  });

  it('turns live rates on and off, and rows refresh from the server', async () => {
    await page.getByRole('link', { name: 'Currency' }).first().click();
    await expectUrl(page, /\/dashboard\/Currency$/);
    await page.getByRole('button', { name: 'Get the Latest' }).click();
    await page.getByRole('button', { name: 'Stop the Latest' }).waitFor();
    // A refresh now: each row hears its own rate.refreshed event and says what happened.
    await page.getByRole('button', { name: 'Refresh now' }).click();
    await page
      .getByText(/\d+ rates? refreshed/)
      .first()
      .waitFor();
    await page.getByText('Unchanged').first().waitFor();
    await screenshot(page, 'dashboard-currency-live-1280');
    await page.getByRole('button', { name: 'Stop the Latest' }).click();
    await page.getByRole('button', { name: 'Get the Latest' }).waitFor();
    const live = await fetch(`${baseUrl}/api/v1/currencies/USD`);
    expect(live.status).toBe(200);
  });

  it('makes a user an admin, who stays one after a reload', async () => {
    const emulator = new AuthEmulator('127.0.0.1:9099', 'demo-fx');
    const email = `clerk-${randomBytes(3).toString('hex')}@example.com`;
    const account = await emulator.signUp(email);
    const signUp = await fetch(`${baseUrl}/api/v1/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toMatchObject({ email, role: 'user' });

    await page.getByRole('link', { name: 'Users' }).first().click();
    const user = page.getByRole('row', { name: new RegExp(email) });
    await user.getByText('User', { exact: true }).waitFor();
    await grantRole(page, email, 'Admin');
    await page.reload();
    await page.getByRole('switch', { name: `Admin: ${email}`, checked: true }).waitFor();
  });

  it("changes the site's tagline from Site settings: the public footer shows it, and the change is listed", async () => {
    const tagline = `Travel money on the high street, ${randomBytes(2).toString('hex')}.`;
    await page.getByRole('link', { name: 'Site settings' }).first().click();
    const field = page.getByLabel('Tagline');
    await field.waitFor();
    await field.fill(tagline);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/admin/site') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Site settings saved').first().waitFor();
    const change = page
      .getByRole('table', { name: /Changes to the site settings/ })
      .getByRole('row');
    await change.filter({ hasText: tagline }).first().waitFor();
    await screenshot(page, 'dashboard-site-settings');

    // A visitor's fresh page carries it, from the page the gateway serves.
    const visitor = await browser.newPage({ viewport: VIEWPORTS.phone });
    await visitor.goto(`${baseUrl}/contact`);
    await visitor.getByRole('contentinfo').getByText(tagline).waitFor();
    await visitor.close();
  });

  it('has no serious or critical accessibility problems on any dashboard page', async () => {
    const screens = [
      'Statics',
      'manageOrders',
      'activeOrders',
      'history',
      'collections',
      'dispatch',
      'payments',
      'Currency',
      'addCurrency',
      'Users',
      'Site',
      'branches',
      'update/SEK',
    ];
    const problems: string[] = [];
    for (const screen of screens) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto(`${baseUrl}/dashboard/${screen}`);
        await page.getByRole('heading', { name: 'DashBoard', exact: true }).waitFor();
        // The event stream keeps the network busy: give the data a moment instead of "idle".
        await page.waitForLoadState('networkidle', { timeout: 2500 }).catch(() => undefined);
        await screenshot(page, `dashboard-${screen.replace('/', '-')}-${viewport.width}`);
        if (size === 'desktop') {
          problems.push(...(await axeProblems(page)).map((problem) => `${screen}: ${problem}`));
        }
      }
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(problems).toEqual([]);
  });

  it('shows a signed-in customer the no-access page, and the API refuses them', async () => {
    const emulator = new AuthEmulator('127.0.0.1:9099', 'demo-fx');
    const email = `shopper-${randomBytes(3).toString('hex')}@example.com`;
    const account = await emulator.signUp(email);
    const api = await fetch(`${baseUrl}/api/v1/admin/orders?status=pending`, {
      headers: { authorization: `Bearer ${account.idToken}` },
    });
    expect([401, 403]).toContain(api.status);

    const visitor = await browser.newPage({ viewport: VIEWPORTS.phone });
    await visitor.goto(`${baseUrl}/signIn`);
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill('correct-horse-1');
    await visitor.getByRole('button', { name: "Let's Go!" }).click();
    await visitor.getByText('User logged in').first().waitFor();
    // Past the staff gate too, which a customer would not know; the role check still says no.
    await visitor.goto(`${baseUrl}/box`);
    await visitor.getByLabel('Username').fill('staff');
    await visitor.getByLabel('Password').fill('open-the-box');
    await visitor.getByRole('button', { name: 'Access' }).click();
    await expectUrl(visitor, new RegExp(`^${baseUrl}/$`));
    await visitor.goto(`${baseUrl}/dashboard/Statics`);
    await visitor.getByRole('heading', { name: 'No access' }).waitFor();
    await screenshot(visitor, 'dashboard-no-access-390');
    await visitor.close();
  });
});
