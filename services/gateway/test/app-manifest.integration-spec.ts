import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { memoryLogger } from '@fx/service-kit/testing';
import { SiteSettingsService } from '../src/site/site-settings.service';
import { injectInto, startTestGateway } from './support/gateway-harness';
import { startGatewayStack } from './support/gateway-stack';
import type { GatewayStack } from './support/gateway-stack';
import { readPng } from './support/png';
import { SPA, ensureSpaBuilt } from './support/spa-build';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  theme_color: string;
  background_color: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Another bureau's brand, on a gateway of its own beside the first (the same services). */
const NORTHGATE = {
  SITE_BRAND_NAME: 'Northgate Currency Exchange',
  SITE_COLOR_PRIMARY: '#7a1f2b',
};
/** The bureau's logo: a red disc. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ff0000"/></svg>';
/** A folder of the site's files holding the bureau's logo (SITE_LOGO_URL=/brand/logo.svg). */
function siteWithLogo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fx-logo-'));
  mkdirSync(join(dir, 'brand'));
  writeFileSync(join(dir, 'brand', 'logo.svg'), LOGO_SVG);
  return dir;
}

/** The web app manifest and its icons, made by the gateway from the bureau's settings. */
describe('the site installs as the bureau’s app (real rates, orders, identity)', () => {
  const { logger } = memoryLogger('gateway');
  let stack: GatewayStack;
  const others: NestFastifyApplication[] = [];
  const get = (url: string, gateway = stack.gateway) => injectInto(gateway, 'GET', url);
  const another = async (settings: Record<string, string>) => {
    const gateway = await startTestGateway(stack.namespace, logger, { ...SPA, ...settings });
    others.push(gateway);
    return gateway;
  };
  const manifestOf = async (gateway = stack.gateway) =>
    (await get('/manifest.webmanifest', gateway)).json<Manifest>();

  beforeAll(async () => {
    ensureSpaBuilt();
    stack = await startGatewayStack({
      label: 'gw-manifest',
      logger,
      services: { rates: {}, orders: {}, identity: {} },
      gateway: { ...SPA, SITE_COLOR_PRIMARY: '#12355b' },
    });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(others.map((gateway) => gateway.close()));
    await stack?.close();
  });

  it('serves a manifest with the bureau’s name, colours and three icons, cached by an ETag', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const manifest = response.json<Manifest>();
    expect(manifest).toMatchObject({
      name: 'Riverside & Co',
      short_name: 'Riverside',
      id: '/',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      lang: 'en-GB',
      theme_color: '#12355b',
      background_color: '#f4f7fb',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    const again = await injectInto(stack.gateway, 'GET', '/manifest.webmanifest', {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('says the tagline staff set on the Site settings screen, under a new ETag', async () => {
    const before = await get('/manifest.webmanifest');
    const tagline = 'Travel money on the Roman Road, at the rates you see online.';
    await stack.gateway.get(SiteSettingsService).edit({ tagline }, 'admin@riverside.example');
    const after = await get('/manifest.webmanifest');
    expect(after.json<Manifest>().description).toBe(tagline);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The icons are drawn from the logo and colours only: their addresses stay the same.
    expect(after.json<Manifest>().icons).toEqual(before.json<Manifest>().icons);
  });

  it('draws each icon at the size the manifest gives, the maskable one to every edge', async () => {
    for (const icon of (await manifestOf()).icons) {
      const response = await get(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = readPng(response.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // The maskable icon's corner is the brand's colour (a mask may show it); the others' tile
      // is rounded, its corners transparent.
      if (icon.purpose === 'maskable')
        expect(png.corner).toEqual({ colour: '#12355b', alpha: 255 });
      else expect(png.corner.alpha).toBe(0);
    }
  });

  it('draws an opaque 180 px apple-touch-icon', async () => {
    const response = await get('/apple-touch-icon.png');
    const png = readPng(response.rawPayload);
    expect([png.width, png.height]).toEqual([180, 180]);
    expect(png.corner).toEqual({ colour: '#12355b', alpha: 255 });
  });

  it('links the manifest, theme colour, icon and short name in the head of every page', async () => {
    for (const path of ['/', '/exchangeRates', '/exchangeRates/EUR']) {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(head).toContain('<meta name="theme-color" content="#12355b"');
      expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
      expect(head).toContain('<meta name="apple-mobile-web-app-title" content="Riverside">');
    }
  });

  it('gives another bureau’s gateway its own name, colour and icons', async () => {
    const northgate = await another(NORTHGATE);
    const manifest = await manifestOf(northgate);
    expect(manifest).toMatchObject({
      name: 'Northgate Currency Exchange',
      short_name: 'Northgate',
      theme_color: '#7a1f2b',
    });
    const ours = await manifestOf();
    expect(manifest.icons[2]!.src).not.toBe(ours.icons[2]!.src);
    const maskable = readPng((await get(manifest.icons[2]!.src, northgate)).rawPayload);
    expect(maskable.corner).toEqual({ colour: '#7a1f2b', alpha: 255 });
    expect((await get('/exchangeRates', northgate)).body).toContain(
      '<meta name="apple-mobile-web-app-title" content="Northgate">',
    );
  });

  it('draws a configured logo on the brand colour, and the mark when the logo cannot be read', async () => {
    const brand = { SITE_COLOR_PRIMARY: '#12355b' };
    const mark = (await get('/apple-touch-icon.png')).rawPayload;
    const site = { ...brand, SPA_DIR: siteWithLogo(), SSR_DIR: 'none' };
    const withLogo = await another({ ...site, SITE_LOGO_URL: '/brand/logo.svg' });
    const logo = (await get('/apple-touch-icon.png', withLogo)).rawPayload;
    expect(readPng(logo).corner).toEqual({ colour: '#12355b', alpha: 255 });
    expect(logo.equals(mark)).toBe(false);
    // The same logo given in the setting itself, as a data: URL.
    const inline = await another({
      ...brand,
      SITE_LOGO_URL: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`,
    });
    expect((await get('/apple-touch-icon.png', inline)).rawPayload.equals(logo)).toBe(true);

    const missing = await another({ ...site, SITE_LOGO_URL: '/brand/no-such-logo.png' });
    const fallback = await get('/apple-touch-icon.png', missing);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.rawPayload.equals(mark)).toBe(true);
  });
});
