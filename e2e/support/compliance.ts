import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import type { OrderView } from '@fx/contracts';
import { AuthEmulator, eventually } from '@fx/service-kit/testing';
import { STAFF_GATE, VIEWPORTS, expectUrl } from './browser';
import { placeApiOrder } from './orders';

/** An order over the public API in a given name, with its own e-mail unless one is given. */
export function orderIn(
  baseUrl: string,
  name: { firstName: string; lastName: string },
  options: { amountGbp?: string; email?: string } = {},
): Promise<OrderView> {
  return placeApiOrder({
    baseUrl,
    branchId: 'high-street-north',
    ...name,
    email: options.email ?? `${randomBytes(4).toString('hex')}@example.com`,
    currency: 'EUR',
    amountGbp: options.amountGbp ?? '150',
  });
}

/** What the customer's tracking says of the order (the public API). */
export async function tracked(baseUrl: string, order: OrderView): Promise<OrderView> {
  const answer = await fetch(
    `${baseUrl}/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent(order.customer.email)}`,
  );
  return (await answer.json()) as OrderView;
}

/** Waits until the customer's tracking answers `check`, asking again every half second. */
export async function trackedUntil(
  baseUrl: string,
  order: OrderView,
  check: (view: OrderView) => boolean,
  timeoutMs = 20_000,
): Promise<OrderView> {
  let last: OrderView | undefined;
  return eventually(
    async () => {
      last = await tracked(baseUrl, order);
      return check(last) ? last : undefined;
    },
    timeoutMs,
    500,
  ).catch(() => {
    throw new Error(`order ${order.orderNumber} still ${JSON.stringify(last)}`);
  });
}

/** A new member of staff with an account (e-mail and password) and a user record. */
export async function newStaffAccount(baseUrl: string, prefix: string) {
  const emulator = new AuthEmulator('127.0.0.1:9099', 'demo-fx');
  const email = `${prefix}-${randomBytes(3).toString('hex')}@example.com`;
  const account = await emulator.signUp(email);
  const created = await fetch(`${baseUrl}/api/v1/me`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (created.status !== 200) throw new Error(`POST /me answered ${created.status}`);
  return {
    email,
    /** A fresh ID token (the first one does not carry roles granted since; roles are read per call). */
    token: async () => (await emulator.signIn(email)).idToken,
  };
}

/** Grants a role from the Users screen of an admin's page: the switch, then "Yes, grant". */
export async function grantRole(admin: Page, email: string, role: 'Compliance officer' | 'Admin') {
  await admin.getByRole('link', { name: 'Users' }).first().click();
  const toggle = admin.getByRole('switch', { name: `${role}: ${email}` });
  await toggle.waitFor();
  const granted = admin.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/roles\//.test(response.url()),
  );
  await toggle.click();
  await admin
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, grant' })
    .click();
  const answer = await granted;
  if (answer.status() !== 200) throw new Error(`granting ${role} answered ${answer.status()}`);
  await admin.getByRole('switch', { name: `${role}: ${email}`, checked: true }).waitFor();
}

/** Signs a member of staff in with e-mail and password, through the staff gate, on `screen`. */
export async function signInAsStaff(
  browser: Browser,
  baseUrl: string,
  email: string,
  screen: string,
  viewport = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await browser.newPage({ viewport, bypassCSP: true });
  // As staff do: the screen sends them to the staff gate, the gate to sign-in, sign-in back.
  await page.goto(`${baseUrl}${screen}`);
  await expectUrl(page, /\/box$/);
  await page.getByLabel('Username').fill(STAFF_GATE.username);
  await page.getByLabel('Password').fill(STAFF_GATE.password);
  await page.getByRole('button', { name: 'Access' }).click();
  await expectUrl(page, /\/signIn$/i);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expectUrl(page, new RegExp(`${screen.replace(/[/]/g, '\\/')}$`));
  return page;
}

/** The clerk's "ID seen" form, filled with a passport and sent: the collection is completed. */
export async function completeWithPassport(page: Page, number = '533214821'): Promise<void> {
  const form = page.getByRole('dialog', { name: 'ID seen' });
  await form.getByLabel('Document type').selectOption('passport');
  await form.getByLabel('Document number').fill(number);
  await form.getByLabel('Issuing country').fill('GB');
  await form.getByLabel('Expiry date').fill('2031-05-01');
  await form.getByLabel('Date of birth').fill('1984-07-19');
  await form.getByLabel(/The name matches the order's/).check();
  await form.getByRole('button', { name: 'Complete the order' }).click();
  await form.waitFor({ state: 'detached' });
}

/** Waits until a button is enabled (e.g. Accept, once the order is screened clear). */
export async function enabled(page: Page, button: Locator): Promise<void> {
  await page.waitForFunction(
    (element) => !(element as HTMLButtonElement).disabled,
    await button.elementHandle(),
    { timeout: 20_000 },
  );
}
