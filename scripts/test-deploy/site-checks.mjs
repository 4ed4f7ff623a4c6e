// The stack comes up and serves the site: the images build, every service turns healthy, the home
// page and the rate table answer, and a browser at a LAN address renders the rates.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import stack from '../lib/stack.cjs';
import { api, http } from './client.mjs';
import { compose, docker, EVERYTHING, OUT, ports, ROOT, site, waitHealthy } from './compose.mjs';
import { assert, check, measures, seconds } from './harness.mjs';

export async function checkTheSiteComesUp() {
  await check(
    'the images build (deploy/build-images.sh)',
    () => {
      const t = Date.now();
      const result = spawnSync(path.join(ROOT, 'deploy', 'build-images.sh'), [], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      process.stdout.write(result.stdout.replace(/^/gm, '       '));
      if (result.status !== 0) throw new Error(result.stderr.slice(-1500) || 'build failed');
      const size = Number(docker(['image', 'inspect', '-f', '{{.Size}}', 'fx-platform:latest']));
      measures.push(
        `app image ${(size / 1e6).toFixed(0)} MB; all images built in ${seconds(Date.now() - t)}`,
      );
      return `app image ${(size / 1e6).toFixed(0)} MB`;
    },
    { essential: true },
  );

  await check(
    'docker compose up: every service healthy',
    async () => {
      const t = Date.now();
      compose(['up', '-d']);
      await waitHealthy(EVERYTHING);
      const health = await api('GET', '/health');
      assert(
        health.status === 200 && health.json.status === 'ok',
        `/api/v1/health: ${health.text.slice(0, 300)}`,
      );
      measures.push(`up to healthy: ${seconds(Date.now() - t)}`);
      return `healthy ${seconds(Date.now() - t)} after up`;
    },
    { essential: true },
  );

  await check('the home page is served', async () => {
    const page = await http('GET', `${site}/`);
    assert(page.status === 200, `GET / answered ${page.status}`);
    assert(/<div id="root"/.test(page.text), 'the page has no app root');
    assert(!page.headers.get('strict-transport-security'), 'HSTS sent over plain HTTP');
    assert(
      !/upgrade-insecure-requests/.test(page.headers.get('content-security-policy') ?? ''),
      'upgrade-insecure-requests sent over plain HTTP',
    );
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    assert(script, 'no script on the page');
    const asset = await http('GET', `${site}${script}`);
    assert(asset.status === 200, `${script} answered ${asset.status}`);
    return 'HTML and its script, no HSTS on plain HTTP';
  });

  await check('70+ currencies are priced', async () => {
    const table = await api('GET', '/currencies');
    assert(table.status === 200, `GET /currencies answered ${table.status}`);
    const priced = table.json.currencies.filter(
      (c) => Number(c.rates.collect) > 0 && Number(c.rates.sell) > 0,
    );
    assert(priced.length >= 70, `only ${priced.length} priced currencies`);
    return `${priced.length} priced`;
  });

  await check(
    'the public pages are rendered on the server, and the sitemap lists them',
    async () => {
      const table = await api('GET', '/currencies');
      const eur = table.json.currencies.find((c) => c.code === 'EUR');
      const page = await http('GET', `${site}/exchangeRates/EUR`);
      assert(page.status === 200, `GET /exchangeRates/EUR answered ${page.status}`);
      const rate = `1 GBP = ${eur.rates.collect} EUR`;
      assert(page.text.includes(rate), `the euro's page does not say ${rate} (no server bundle?)`);
      const sitemap = await http('GET', `${site}/sitemap.xml`);
      assert(sitemap.status === 200, `GET /sitemap.xml answered ${sitemap.status}`);
      const pages = sitemap.text.match(/\/exchangeRates\/[A-Z]{3}</g) ?? [];
      assert(pages.length >= 70, `the sitemap lists ${pages.length} currency pages`);
      return `/exchangeRates/EUR says ${rate}; ${pages.length} currency pages in the sitemap`;
    },
  );

  await check('the site works in a browser at a LAN address over plain HTTP', async () => {
    // A name that is not localhost: Chromium treats the page as a LAN site (not a secure
    // context), as a branch PC reaching http://192.168.1.20:3000 would.
    stack.ensureChromium('The deploy test');
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP fx-branch.lan 127.0.0.1',
      ],
    });
    try {
      const shots = [];
      for (const [name, viewport] of Object.entries({
        desktop: { width: 1280, height: 900 },
        phone: { width: 390, height: 844 },
      })) {
        const page = await browser.newPage({ viewport });
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`http://fx-branch.lan:${ports.HTTP_PORT}/exchangeRates`);
        await page.waitForFunction(
          () => globalThis.document.body.innerText.includes('Euro - EUR'),
          null,
          {
            timeout: 30_000,
          },
        );
        assert(
          (await page.evaluate(() => globalThis.isSecureContext)) === false,
          'the page counted as a secure context',
        );
        assert(errors.length === 0, `script errors: ${errors.join('; ')}`);
        const file = path.join(OUT, `exchange-rates-lan-${name}.png`);
        await page.screenshot({ path: file, fullPage: false });
        shots.push(path.relative(ROOT, file));
        await page.close();
      }
      return `rates table rendered at http://fx-branch.lan (desktop and phone): ${shots.join(', ')}`;
    } finally {
      await browser.close();
    }
  });
}
