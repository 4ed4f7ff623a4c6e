import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREENSHOTS, launchProfile, stackState } from './support/browser';

// A browser on a busy two-core machine can be slow; each wait has its own, shorter limit.
jest.setTimeout(120_000);

/**
 * Issue 35: installing the site as an app, in a browser with a profile of its own (installation
 * is never offered in an incognito window). Chromium decides by itself that the site can be
 * installed (manifest, icons, a service worker with a fetch handler) and says so with
 * beforeinstallprompt: the home page then offers Install. Its install dialog cannot be shown
 * headless; DevTools installs the app as accepting it does, and opens it at its start page.
 */
describe('installing the app', () => {
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let baseUrl: string;

  beforeAll(async () => {
    ({ baseUrl } = stackState());
    profile = mkdtempSync(path.join(tmpdir(), 'fx-install-'));
    context = await launchProfile(profile, { engaged: true });
    page = context.pages()[0] ?? (await context.newPage());
  });

  afterAll(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('is offered on the home page once the browser can install it, and installs', async () => {
    await page.goto(`${baseUrl}/`);
    const block = page.getByRole('region', { name: 'Travel money in your pocket' });
    // The worker is registered 5 s after load; Chromium offers installation once it controls.
    const install = block.getByRole('button', { name: 'Install the app' });
    await install.waitFor({ timeout: 40_000 });
    await block.scrollIntoViewIfNeeded();
    await block.screenshot({ path: path.join(SCREENSHOTS, 'app-install-offer-390.png') });
    expect(await block.innerText()).not.toMatch(/coming soon|browser's menu/i);

    const cdp = await context.newCDPSession(page);
    try {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
      const { id, start_url: start } = JSON.parse(manifest.data) as {
        id: string;
        start_url: string;
      };
      const manifestId = new URL(id, manifest.url).href;
      await cdp.send('PWA.install', { manifestId });
      // Opened as the phone opens it from its home screen: at the start page, the site's own.
      const opened = context.waitForEvent('page');
      await cdp.send('PWA.launch', { manifestId });
      const app = await opened;
      await app.waitForURL(new URL(start, baseUrl).href);
      await app.getByRole('heading', { level: 1 }).waitFor();
      expect(await app.title()).toMatch(/Travel Money/);
      await cdp.send('PWA.uninstall', { manifestId });
    } finally {
      await cdp.detach();
    }
  });
});
