import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { ORDER_BEING_CHECKED } from '@fx/contracts';
import { axeProblems } from './support/axe';
import { confirmAction } from './support/dashboard';
import { VIEWPORTS, launchBrowser, screenshot, signInAsAdmin, stackState } from './support/browser';
import {
  completeWithPassport,
  enabled,
  grantRole,
  newStaffAccount,
  orderIn,
  signInAsStaff,
  trackedUntil,
} from './support/compliance';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(180_000);

/**
 * Issue 33 on the whole stack (orders, compliance with the bundled fictional sanctions list,
 * identity, the gateway and the SPA): the clerk's and the compliance officer's screens.
 */
describe('compliance in Chromium: the clerk and the compliance officer', () => {
  let browser: Browser;
  let baseUrl: string;
  let admin: Page;
  let officer: Page;
  let officerEmail: string;

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
    admin = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await signInAsAdmin(admin, baseUrl, '/dashboard/Statics');
    // The nominated officer: a member of staff the admin grants the role to (never oneself).
    const account = await newStaffAccount(baseUrl, 'mlro');
    officerEmail = account.email;
    await grantRole(admin, officerEmail, 'Compliance officer');
    officer = await signInAsStaff(browser, baseUrl, officerEmail, '/dashboard/compliance');
    await officer
      .getByRole('heading', { name: 'Compliance', exact: true })
      .waitFor()
      .catch(async (error: Error) => {
        await screenshot(officer, 'compliance-officer-start-failed');
        throw error;
      });
  });

  afterAll(async () => {
    await browser.close();
  });

  const pendingRow = (orderNumber: string) =>
    admin.getByRole('row', { name: new RegExp(orderNumber) });

  async function openPending(orderNumber: string) {
    await admin.getByRole('link', { name: 'Pending Orders' }).first().click();
    await pendingRow(orderNumber).waitFor({ timeout: 15_000 });
  }

  it('holds an order in a listed name, words swapped and accent dropped; the officer clears it and staff accept it', async () => {
    // Listed (fictional) as "Ludmila Ošťárková": the customer gives "Ostarkova Ludmila".
    const order = await orderIn(baseUrl, { firstName: 'Ostarkova', lastName: 'Ludmila' });
    const held = await trackedUntil(baseUrl, order, (view) => view.beingChecked === true);
    expect(held.status).toBe('pending');

    // The customer is told only that it is being checked.
    const customer = await browser.newPage({ viewport: VIEWPORTS.phone });
    await customer.goto(`${baseUrl}/orders/${order.orderNumber}`);
    await customer.getByLabel('Email').fill(order.customer.email);
    await customer.getByRole('button', { name: 'Show my order' }).click();
    await customer.getByText(ORDER_BEING_CHECKED).first().waitFor();
    expect(await customer.getByText(/sanction|hold/i).count()).toBe(0);
    await screenshot(customer, 'compliance-being-checked-390');
    await customer.close();

    // The clerk sees the hold and cannot accept.
    await openPending(order.orderNumber);
    await pendingRow(order.orderNumber).getByText('On hold: compliance check').waitFor();
    await pendingRow(order.orderNumber).getByRole('link').first().click();
    const accept = admin.getByRole('button', { name: 'Accept', exact: true });
    await accept.waitFor();
    expect(await accept.isDisabled()).toBe(true);
    await admin
      .getByText('Accept is possible once the compliance officer has cleared the order.')
      .waitFor();
    await screenshot(admin, 'compliance-clerk-held-1280');

    // The officer finds it on the dashboard, sees the possible match and clears it.
    await officer.goto(`${baseUrl}/dashboard/compliance`);
    await officer.getByRole('link', { name: new RegExp(`order ${order.orderNumber}`) }).click();
    await officer
      .getByRole('table', { name: 'Possible matches' })
      .getByText(/Ošťárková/)
      .first()
      .waitFor();
    await screenshot(officer, 'compliance-hold-1280');
    const clear = officer.getByRole('form', { name: 'Clear: not the listed person' });
    await clear
      .getByLabel('Reason')
      .fill('Date of birth on the passport differs from the listed one.');
    await clear.getByRole('button', { name: 'Clear' }).click();
    await officer
      .getByRole('dialog', { name: 'Clear this hold?' })
      .getByRole('button', { name: 'Clear' })
      .click();
    // The hold now shows the officer's decision in place of the forms.
    await officer.getByRole('heading', { name: 'Decision: cleared' }).waitFor();
    await screenshot(officer, 'compliance-hold-cleared-1280');

    // Cleared: staff accept it.
    await trackedUntil(baseUrl, order, (view) => view.beingChecked === false);
    await admin.reload();
    await accept.waitFor();
    await enabled(admin, accept);
    expect(await accept.isDisabled()).toBe(false);
    await accept.click();
    await confirmAction(admin, 'Yes, Aceept!', 'Accepted!');
    await trackedUntil(baseUrl, order, (view) => view.status === 'accepted');
  });

  it('does not hold a near-miss name below the threshold', async () => {
    const order = await orderIn(baseUrl, { firstName: 'Lucia', lastName: 'Ostarkova' });
    const view = await trackedUntil(baseUrl, order, (tracked) => tracked.beingChecked === false);
    expect(view.status).toBe('pending');
  });

  it('completes a collection only with the ID seen, then shows it masked', async () => {
    const order = await orderIn(baseUrl, { firstName: 'Harriet', lastName: 'Clerkwell' });
    await trackedUntil(baseUrl, order, (view) => view.beingChecked === false);
    await openPending(order.orderNumber);
    await pendingRow(order.orderNumber).getByRole('link').first().click();
    await admin.getByRole('button', { name: 'Accept', exact: true }).click();
    await confirmAction(admin, 'Yes, Aceept!', 'Accepted!');
    await trackedUntil(baseUrl, order, (view) => view.status === 'accepted');
    await admin.reload();

    await admin.getByRole('button', { name: 'Complete', exact: true }).click();
    const form = admin.getByRole('dialog', { name: 'ID seen' });
    // Nothing filled in: refused at the fields, nothing completed.
    await form.getByRole('button', { name: 'Complete the order' }).click();
    await form
      .getByText(/document number/i)
      .first()
      .waitFor();
    expect((await trackedUntil(baseUrl, order, () => true)).status).toBe('accepted');

    await screenshot(admin, 'compliance-id-seen-1280');
    await completeWithPassport(admin);
    await trackedUntil(baseUrl, order, (view) => view.status === 'completed');
    await admin.reload();
    await admin.getByRole('heading', { name: 'ID seen' }).waitFor();
    await admin.getByText(/•+4821/).waitFor();
    expect(await admin.getByText('533214821').count()).toBe(0);
  });

  it('opens a case for orders just under the ID threshold (splitting), without holding them', async () => {
    const email = `split-${randomBytes(4).toString('hex')}@example.com`;
    const name = { firstName: 'Percival', lastName: 'Underwood' };
    const first = await orderIn(baseUrl, name, { amountGbp: '990', email });
    const second = await orderIn(baseUrl, name, { amountGbp: '980', email });
    for (const order of [first, second])
      await trackedUntil(baseUrl, order, (view) => view.beingChecked === false);

    await officer.goto(`${baseUrl}/dashboard/compliance`);
    const cases = officer.getByRole('region', { name: /Open cases/ });
    await cases
      .getByRole('link', { name: /splitting/i })
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(officer, 'compliance-dashboard-1280');
  });

  it('sends a suspicion report to the officer only: the clerk sees the receipt', async () => {
    const order = await orderIn(baseUrl, { firstName: 'Rupert', lastName: 'Cashley' });
    await openPending(order.orderNumber);
    await pendingRow(order.orderNumber).getByRole('link').first().click();
    await admin.getByRole('button', { name: 'Raise a suspicion report' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Raise a suspicion report' });
    await dialog
      .getByLabel('What you noticed')
      .fill('Paid with a bag of used notes and asked twice about the ID limit.');
    await dialog.getByRole('button', { name: 'Send to the compliance officer' }).click();
    const receipt = await admin.getByText(/Received, reference SR-\d{4}-\d+/).textContent();
    const reference = /SR-\d{4}-\d+/.exec(receipt ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    await admin.getByRole('button', { name: 'OK' }).click();

    // An admin who is not the officer cannot read reports.
    await admin.goto(`${baseUrl}/dashboard/compliance/reports`);
    await admin.getByText('This screen is for compliance officers only.').first().waitFor();

    await officer.goto(`${baseUrl}/dashboard/compliance/reports`);
    await officer.getByRole('link', { name: new RegExp(reference) }).click();
    await officer.getByText('Paid with a bag of used notes').first().waitFor();
    await screenshot(officer, 'compliance-report-1280');
  });

  it("has no serious or critical accessibility problems on the officer's screens", async () => {
    const problems: string[] = [];
    for (const screen of [
      'compliance',
      'compliance/reports',
      'compliance/sanctions',
      'compliance/audit',
    ]) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await officer.setViewportSize(viewport);
        await officer.goto(`${baseUrl}/dashboard/${screen}`);
        await officer.getByRole('heading', { level: 2 }).first().waitFor();
        await officer.waitForLoadState('networkidle', { timeout: 2500 }).catch(() => undefined);
        await screenshot(officer, `compliance-${screen.replace(/\//g, '-')}-${viewport.width}`);
        if (size === 'desktop')
          problems.push(...(await axeProblems(officer)).map((problem) => `${screen}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
