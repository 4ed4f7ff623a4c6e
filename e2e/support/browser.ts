import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STATE_FILE } from './stack';
import type { StackState } from './stack';

export const SCREENSHOTS = path.resolve(__dirname, '../screenshots');

export function stackState(): StackState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless, with nothing reaching out to the network by itself. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * The same Chromium with a profile of its own in `dir`, as a visitor's browser is: Playwright's
 * other contexts are incognito ones, where Chromium never offers to install a site. Chromium
 * also waits for a visitor to have used a site a while before offering; `engaged` stands for that.
 */
export function launchProfile(
  dir: string,
  { engaged = false }: { engaged?: boolean } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...(engaged ? ['--bypass-app-banner-engagement-checks'] : [])],
    viewport: VIEWPORTS.phone,
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Stops or restarts one service of the running stack. */
export async function control(action: 'stop' | 'start', service: string): Promise<void> {
  const response = await fetch(`${stackState().controlUrl}/${action}/${service}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`could not ${action} ${service}`);
}

/**
 * Waits for the page to reach an address. On a timeout the error says where the page is and
 * what it shows, so a failure on a slow machine explains itself.
 */
export async function expectUrl(page: Page, pattern: RegExp, timeoutMs = 20_000): Promise<void> {
  try {
    await page.waitForURL(pattern, { timeout: timeoutMs, waitUntil: 'commit' });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '(no text)');
    throw new Error(
      `expected the address to match ${String(pattern)} within ${timeoutMs} ms, but it is ` +
        `${page.url()} showing:\n${text.slice(0, 800)}`,
      { cause: error },
    );
  }
}

export const STAFF_GATE = { username: 'staff', password: 'open-the-box' };
export const BOOTSTRAP_ADMIN = 'admin@highstreetfx.test';

/**
 * Opens the staff area as the bootstrap admin: the staff gate (/box) first, then Google sign-in in
 * the emulator's test mode, landing on `screen` (e.g. /dashboard/Statics).
 */
export async function signInAsAdmin(page: Page, baseUrl: string, screen: string): Promise<void> {
  await page.goto(`${baseUrl}${screen}`);
  await expectUrl(page, /\/box$/);
  await page.getByLabel('Username').fill(STAFF_GATE.username);
  await page.getByLabel('Password').fill(STAFF_GATE.password);
  await page.getByRole('button', { name: 'Access' }).click();
  await expectUrl(page, /\/signIn$/i);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test mode)' });
  await dialog.getByLabel(/e-?mail/i).fill(BOOTSTRAP_ADMIN);
  await dialog.getByRole('button', { name: /continue|sign in/i }).click();
  await expectUrl(page, new RegExp(`${screen.replace(/[/]/g, '\\/')}$`));
  await page.getByRole('heading', { name: 'DashBoard', exact: true }).waitFor();
}

/**
 * Waits until React has taken over a page the server rendered (its elements carry React's
 * fibers): a choice made in the server's HTML before that is lost as React hydrates.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}
