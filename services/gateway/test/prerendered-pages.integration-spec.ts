import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PAGE_STATE_ELEMENT_ID } from '@fx/contracts';
import type { CollectionBranchList, CurrencyTable, PricedCurrency } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { eventually, memoryLogger, uniqueNamespace } from '@fx/service-kit/testing';
import { injectInto, startTestGateway } from './support/gateway-harness';
import { BRANCH_ID } from './support/order-body';
import { startGatewayStack } from './support/gateway-stack';
import { SPA, ensureSpaBuilt } from './support/spa-build';
import type { GatewayStack } from './support/gateway-stack';

const ORIGIN = 'https://www.riverside.example';

/** "16:00": a moment as the site writes it, in London. */
const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The page's text inside #root, tags dropped: what a reader (or a crawler) sees. */
const rootText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The branches a page was rendered with, from the state it hands the browser. */
function branchesInPage(html: string): CollectionBranchList | undefined {
  const open = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">`;
  const start = html.indexOf(open);
  if (start < 0) return undefined;
  const json = html.slice(start + open.length, html.indexOf('</script>', start));
  const state = JSON.parse(json) as { fallback: Record<string, unknown> };
  return state.fallback['/api/v1/branches'] as CollectionBranchList | undefined;
}

describe('public pages rendered on the server from the rate table (real rates, orders, identity)', () => {
  const { logger, lines } = memoryLogger('gateway');
  let stack: GatewayStack;
  let rpc: RpcClient;
  const get = (url: string) => injectInto(stack.gateway, 'GET', url);
  const euro = async () => {
    const table = (await get('/api/v1/currencies')).json<CurrencyTable>();
    return table.currencies.find((currency) => currency.code === 'EUR') as PricedCurrency;
  };

  beforeAll(async () => {
    ensureSpaBuilt();
    stack = await startGatewayStack({
      label: 'gw-pages',
      logger,
      services: { rates: {}, orders: {}, identity: {} },
      gateway: { ...SPA, SITE_URL: ORIGIN },
    });
    rpc = new RpcClient(stack.connection, 3000);
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
  });

  it("shows the euro's rates and when they were updated without any script, with its own head", async () => {
    const eur = await euro();
    const page = await get('/exchangeRates/EUR');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const text = rootText(page.body);
    expect(text).toContain(`1 GBP = ${eur.rates.collect} EUR`);
    expect(text).toContain(`1 GBP = ${eur.rates.sell} EUR`);
    expect(page.body).toMatch(
      new RegExp(`<time dateTime="${eur.updatedAt}">${londonTime(eur.updatedAt)}`, 'i'),
    );
    expect(page.body).toContain(
      '<title>Euro (EUR) exchange rate today | Riverside &#38; Co</title>',
    );
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/exchangeRates/EUR">`);
    expect(page.body).toContain('"@type":"ExchangeRateSpecification"');
    expect(page.body).not.toContain('noindex');
    // The page's chunk is linked at once, so hydration does not wait on a chain of downloads;
    // the stylesheets come before every script (the first paint waits for them only).
    expect(page.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/currency-/);
    const firstScript = page.body.search(/<script type="module"|<link rel="modulepreload"/);
    expect(page.body.lastIndexOf('<link rel="stylesheet"')).toBeLessThan(firstScript);
    // The bureau's colours are in the page, under the id the SPA looks for before setting them.
    expect(page.body).toMatch(/<style id="brand-colours">:root\{--brand-navy:#[0-9a-f]{6};/i);
    // Only data blocks inline (the CSP allows no inline script); the state to hydrate with is one.
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    expect(page.body).toContain('<script id="page-state" type="application/json">');
  });

  it('sends the page compressed to a browser that accepts it, a tenth of its size', async () => {
    const plain = await get('/exchangeRates');
    const compressed = await injectInto(stack.gateway, 'GET', '/exchangeRates', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('renders the page again once the rate table changes: never older than the table', async () => {
    const before = await euro();
    expect(rootText((await get('/exchangeRates')).body)).toContain(before.rates.collect);
    const { currencies } = await rpc.request('rates.currencies.adminList', {});
    const admin = currencies.find((currency) => currency.code === 'EUR')!;
    const raised = (Number(admin.sellMarginPct) + 3).toFixed(2);
    await rpc.request('rates.currencies.update', {
      code: 'EUR',
      changes: { sellMarginPct: raised },
      changedBy: 'test',
    });
    try {
      const after = await eventually(async () => {
        const now = await euro();
        return now.rates.collect !== before.rates.collect ? now : undefined;
      }, 10_000);
      const text = rootText((await get('/exchangeRates/EUR')).body);
      expect(text).toContain(`1 GBP = ${after.rates.collect} EUR`);
      expect(text).not.toContain(`1 GBP = ${before.rates.collect} EUR`);
      expect(rootText((await get('/exchangeRates')).body)).toContain(after.rates.collect);
    } finally {
      await rpc.request('rates.currencies.update', {
        code: 'EUR',
        changes: { sellMarginPct: admin.sellMarginPct },
        changedBy: 'test',
      });
    }
  });

  it('renders the home page with a stock change at once, not after the branches are re-read', async () => {
    const sekAt = async () => {
      const branch = branchesInPage((await get('/')).body)?.branches.find(
        (b) => b.id === BRANCH_ID,
      );
      // A currency staff never set is in stock.
      return branch && (branch.stock.SEK?.status ?? 'in_stock');
    };
    expect(await sekAt()).toBe('in_stock');
    const orderIn = { status: 'order_in', leadDays: 3 } as const;
    await rpc.request('orders.branches.stock', {
      branchId: BRANCH_ID,
      currency: 'SEK',
      level: orderIn,
      by: { kind: 'staff', id: 'staff-test' },
    });
    try {
      // The stock.changed event reaches the gateway in milliseconds; the branches it keeps for
      // pages are otherwise reused for 15 s.
      expect(
        await eventually(async () => ((await sekAt()) === 'order_in' ? true : undefined), 3000),
      ).toBe(true);
    } finally {
      await rpc.request('orders.branches.stock', {
        branchId: BRANCH_ID,
        currency: 'SEK',
        level: { status: 'in_stock', leadDays: 0 },
        by: { kind: 'staff', id: 'staff-test' },
      });
    }
  });

  it('answers 404 with the not-found page for a currency the table does not list and for an unknown address', async () => {
    for (const url of ['/exchangeRates/XYZ', '/no-such-page']) {
      const page = await get(url);
      expect(page.statusCode).toBe(404);
      expect(rootText(page.body)).toContain("We can't find that page");
      expect(page.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends another spelling of a public address to the canonical one, keeping the query', async () => {
    for (const [asked, canonical] of [
      ['/exchangeRates/eur?from=search', '/exchangeRates/EUR?from=search'],
      ['/exchangerates', '/exchangeRates'],
      ['/faq/', '/faq'],
    ]) {
      const response = await get(asked!);
      expect({ asked, status: response.statusCode, location: response.headers.location }).toEqual({
        asked,
        status: 301,
        location: canonical,
      });
    }
  });

  it('keeps the staff and customer screens to the browser: their page has an empty root', async () => {
    for (const url of ['/dashboard/Currency', '/account/orders', '/box', '/signIn']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('lists every public page and a page per currency in the sitemap, on the public origin', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/exchangeRates', '/contact', '/faq', '/termsCoditition'])
      expect(urls).toContain(`${ORIGIN}${path === '/' ? '/' : path}`);
    const currencyPages = urls.filter((url) => /\/exchangeRates\/[A-Z]{3}$/.test(url!));
    const table = (await get('/api/v1/currencies')).json<CurrencyTable>();
    expect(currencyPages).toHaveLength(table.currencies.length);
    expect(currencyPages.length).toBeGreaterThanOrEqual(70);
    expect(urls).toContain(`${ORIGIN}/exchangeRates/EUR`);
    expect(urls.some((url) => /dashboard|account|box/.test(url!))).toBe(false);
  });

  it('keeps the dashboard, the staff gate and the account out of search engines in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /box',
        'Disallow: /account',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('serves the plain SPA page, never an error, when the server bundle is missing', async () => {
    let bare: NestFastifyApplication | undefined;
    try {
      bare = await startTestGateway(uniqueNamespace('gw-bare'), logger, {
        SPA_DIR: SPA.SPA_DIR,
        SSR_DIR: mkdtempSync(join(tmpdir(), 'no-ssr-')),
      });
      const page = await injectInto(bare, 'GET', '/exchangeRates/EUR');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect((await injectInto(bare, 'GET', '/sitemap.xml')).statusCode).toBe(404);
      expect(lines().some((line) => String(line.msg).startsWith('no server bundle'))).toBe(true);
    } finally {
      await bare?.close();
    }
  });
});
