import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import {
  VIEWPORTS,
  expectUrl,
  hydrated,
  launchBrowser,
  screenshot,
  stackState,
} from './support/browser';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(60_000);

/** Sign-up, sign-in and Google sign-in through the Firebase Auth Emulator, in Chromium. */
describe('signing in, in the browser', () => {
  let browser: Browser;
  let baseUrl: string;
  const password = 'correct-horse-1';

  beforeAll(async () => {
    baseUrl = stackState().baseUrl;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  const toast = (page: Page, text: string) =>
    page.getByText(text, { exact: true }).first().waitFor();

  /** The server's answer to the SPA's POST /api/v1/me, which makes or refreshes the account at each sign-in. */
  const accountRecord = (page: Page) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/me',
    );
  /** How many times the SPA has asked for the account record so far. */
  const countAccountRequests = (page: Page) => {
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/me')
        count += 1;
    });
    return () => count;
  };

  it('signs up with e-mail and password, signs out, and signs in again', async () => {
    const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/signUp`);
    await page.getByRole('heading', { name: 'Welcome You!' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const signedUp = accountRecord(page);
    await page.getByRole('button', { name: /sign up|create account|let's go/i }).click();
    const created = await signedUp;
    expect(created.status()).toBe(200);
    const { id: createdId } = (await created.json()) as { id: string };
    expect(await created.json()).toMatchObject({ email, role: 'user' });
    await toast(page, 'User logged in');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(email).first().waitFor();
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Log out successfully');

    await page.goto(`${baseUrl}/signin`);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await page.getByRole('button', { name: "Let's Go!" }).click();
    await page.getByText('Enter an email').first().waitFor();
    await page.getByLabel('Email').fill(email);
    const accountRequests = countAccountRequests(page);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: "Let's Go!" }).click();
    await page.getByText("The password doesn't match").first().waitFor();
    expect(accountRequests()).toBe(0);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await page.getByLabel('Password').fill(password);
    const signedIn = accountRecord(page);
    await page.getByRole('button', { name: "Let's Go!" }).click();
    const record = await signedIn;
    expect(record.status()).toBe(200);
    expect(await record.json()).toMatchObject({ id: createdId, email, role: 'user' });
    await toast(page, 'User logged in');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(email).first().waitFor();
    await page.close();
  });

  it('signs a bootstrap admin in with Google (test mode) and shows the Dashboard link', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/signIn`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test mode)' });
    await dialog.waitFor();
    await screenshot(page, 'sign-in-google-test-mode-390');
    await dialog.getByLabel(/e-?mail/i).fill('admin@highstreetfx.test');
    const signedIn = accountRecord(page);
    await dialog.getByRole('button', { name: /continue|sign in/i }).click();
    const record = await signedIn;
    expect(record.status()).toBe(200);
    expect(await record.json()).toMatchObject({ email: 'admin@highstreetfx.test', role: 'admin' });
    await toast(page, 'User logged in');
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).first().waitFor();
    await page.waitForTimeout(400); // let the menu's opening animation finish before the picture
    await screenshot(page, 'account-menu-admin-390');
    await page.close();
  });

  it('sends a signed-out visitor from the dashboard to the staff gate, then to sign-in', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/dashboard/Currency`);
    await expectUrl(page, /\/box$/);
    await page.getByLabel('Username').fill('staff');
    await page.getByLabel('Password').fill('open-the-box');
    await page.getByRole('button', { name: 'Access' }).click();
    await expectUrl(page, /\/signIn$/i);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await screenshot(page, 'sign-in-1280');
    await page.close();
  });

  it('starts the sign-in SDK only where someone may be signed in: a session survives a reload', async () => {
    const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    // Firebase's start asks the gateway for its config first.
    let sdkStarts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/config') sdkStarts += 1;
    });
    const visit = async (path: string) => {
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
    };

    // A first visit: signed out at once, without the SDK.
    await visit('/exchangeRates');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(sdkStarts).toBe(0);

    await visit('/signUp');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /sign up|create account|let's go/i }).click();
    await toast(page, 'User logged in');
    expect(sdkStarts).toBeGreaterThan(0);

    // The session is remembered: a new page load finds the user.
    await visit('/exchangeRates');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(email).first().waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Log out successfully');

    // Signed out here: the next page goes without the SDK again.
    sdkStarts = 0;
    await visit('/exchangeRates');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sdkStarts).toBe(0);
    await page.close();
  });

  it('ships no secret in the SPA: no credential, key or emulator address in any script', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    const queue = [...scripts];
    let bundle = '';
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const code = await (await fetch(`${baseUrl}${path}`)).text();
      bundle += code;
      for (const m of code.matchAll(/["'`(](?:\.\/|\/assets\/)?([\w.-]+\.js)["'`)]/g))
        queue.push(`/assets/${m[1]}`);
    }
    for (const secret of [
      'open-the-box',
      'scrypt$',
      'demo-api-key',
      '127.0.0.1:9099',
      ['BEGIN', 'PRIVATE KEY'].join(' '),
      'ACCESS_GATE',
    ]) {
      expect([secret, bundle.includes(secret)]).toEqual([secret, false]);
    }
    expect(bundle).not.toMatch(/AIza[0-9A-Za-z_-]{35}/);
  });
});
