import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal, RoundingMode, decimalPlaces } from '@fx/contracts';
import { RATES_SNAPSHOT } from '../src/currencies/rates-snapshot';
import { ConversionApiProvider } from '../src/providers/conversion-api.provider';
import { createRateProvider } from '../src/providers/create-provider';
import { OfflineSnapshotProvider } from '../src/providers/offline-snapshot.provider';
import { ProviderError } from '../src/providers/rate-provider';
import type { ProviderFailureReason } from '../src/providers/rate-provider';
import { ReferenceFeedProvider } from '../src/providers/reference-feed.provider';

const API_KEY = 'k3y-7f3a91c2-never-shown';
const TIMEOUT_MS = 250;
/** Longer than TIMEOUT_MS: the server's idea of a slow answer. */
const SLOW_MS = 2000;

const FEED = {
  base: 'EUR',
  date: '2025-06-30',
  rates: { GBP: 0.8558, USD: 1.172, JPY: 169.17, CHF: '0.9403', IDR: 19073.5, XAU: 'n/a' },
};

/**
 * A stand-in for the third-party conversion API and the reference feed, on a real socket. What it
 * answers depends on the path and, for the conversion API, on the `to` currency.
 */
function startRatesServer() {
  const seen: {
    path: string;
    to: string | null;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
  }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const hits = new Map<string, number>();
  const concurrency = { now: 0, max: 0 };

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const conversion = (res: ServerResponse, to: string) => {
    const ok = (rate: string) =>
      json(
        res,
        200,
        `{"success":true,"query":{"from":"GBP","to":"${to}","amount":1},"info":{"rate":${rate}},"result":${rate}}`,
      );
    switch (to) {
      case 'USD':
        return ok('1.373');
      case 'EUR':
        return ok('"1.1685"');
      case 'JPY':
        return ok('197.80');
      case 'CHF':
        return ok('1.16904321987654');
      case 'KRW':
        return ok('1862.5');
      case 'XEX':
        return ok('1e-7');
      case 'XES':
        return ok('"1.2e3"');
      case 'XNG':
        return ok('-1.2');
      case 'XZR':
        return ok('0');
      case 'XBO':
        return ok('true');
      case 'XBJ':
        return json(res, 200, '{"info":{"rate":1.2');
      case 'XAR':
        return json(res, 200, '[1.2]');
      case 'XNR':
        return json(res, 200, { success: false, error: { code: 'unsupported-currency' } });
      case 'X50':
        return json(res, 500, { error: 'internal error' });
      case 'XKY':
        return json(res, 400, { error: `request with key ${API_KEY} is not valid for XKY` });
      case 'XSL':
        return later(SLOW_MS, () => ok('1.5'));
      case 'XSB':
        // Headers at once, then the body stalls: the deadline must cover the body too.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"info":');
        return later(SLOW_MS, () => res.end('{"rate":1.5}}'));
      default:
        return json(res, 404, { success: false, error: { code: 404, message: `${to} not found` } });
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    seen.push({ path: url.pathname, to, query: url.searchParams, headers: req.headers });
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case '/convert':
      case '/convert-apikey': {
        const header = url.pathname === '/convert' ? 'x-api-key' : 'apikey';
        const given = req.headers[header];
        if (given !== API_KEY) {
          return json(res, 401, { error: `invalid key "${String(given)}", expected ${API_KEY}` });
        }
        return conversion(res, to ?? '');
      }
      case '/down':
        return json(res, 503, { error: 'maintenance' });
      case '/stall':
        return later(SLOW_MS, () => json(res, 200, { info: { rate: 1.5 } }));
      case '/counted':
        concurrency.now += 1;
        concurrency.max = Math.max(concurrency.max, concurrency.now);
        return later(40, () => {
          concurrency.now -= 1;
          json(res, 200, { info: { rate: '1.5' } });
        });
      case '/feed.json':
      case '/feed-again.json':
        return json(res, 200, FEED);
      case '/feed-usd-base.json':
        return json(res, 200, { base: 'USD', rates: { GBP: 0.7284, EUR: 0.8532, JPY: 144.34 } });
      case '/feed-no-gbp.json':
        return json(res, 200, { base: 'EUR', rates: { USD: 1.172 } });
      case '/feed-wrong-shape.json':
        return json(res, 200, { base: 'EUR', rates: [0.8558] });
      case '/feed-broken.json':
        return json(res, 200, '{"base":"EUR","rates":{');
      case '/feed-500.json':
        return json(res, 500, 'oops');
      case '/feed-slow.json':
        return later(SLOW_MS, () => json(res, 200, FEED));
      default:
        return json(res, 404, { error: 'no such path' });
    }
  });

  return {
    seen,
    hits,
    concurrency,
    url: '',
    async listen(this: { url: string }) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError, but the call succeeded');
}

/** units / gbp with big.js, `places` decimals, half up: the cross rate worked out independently. */
const crossByHand = (units: string, gbp: string, places: number) =>
  new Decimal(units).div(new Decimal(gbp)).round(places, RoundingMode.halfUp).toFixed(places);

describe('rate providers against a real local HTTP server', () => {
  const server = startRatesServer();

  beforeAll(async () => {
    await server.listen();
  });

  afterAll(async () => {
    await server.close();
  });

  describe('conversion-api', () => {
    const api = (path = '/convert', extra: { keyHeader?: string } = {}) =>
      new ConversionApiProvider({
        baseUrl: `${server.url}${path}`,
        apiKey: API_KEY,
        timeoutMs: TIMEOUT_MS,
        ...extra,
      });

    it('asks for to={code}&from=GBP&amount=1 with the key in the x-api-key header', async () => {
      await api().rateOf('USD');
      const request = server.seen.filter((r) => r.path === '/convert' && r.to === 'USD').at(-1)!;
      expect(Object.fromEntries(request.query)).toEqual({ to: 'USD', from: 'GBP', amount: '1' });
      expect(request.headers['x-api-key']).toBe(API_KEY);
    });

    it('sends the key in the header it is told to use', async () => {
      await expect(api('/convert-apikey', { keyHeader: 'apikey' }).rateOf('EUR')).resolves.toBe(
        '1.1685',
      );
      const request = server.seen.filter((r) => r.path === '/convert-apikey').at(-1)!;
      expect(request.headers['apikey']).toBe(API_KEY);
      expect(request.headers['x-api-key']).toBeUndefined();
    });

    it.each([
      ['USD', 'a number', '1.373'],
      ['EUR', 'a numeric string', '1.1685'],
      ['JPY', 'a number whose JSON text has a trailing zero', '197.8'],
      ['KRW', 'a large number', '1862.5'],
      ['CHF', 'a float with 14 decimals, rounded half up to 6', '1.169043'],
    ])('reads info.rate for %s given as %s as the exact decimal %s', async (code, _how, rate) => {
      await expect(api().rateOf(code)).resolves.toBe(rate);
    });

    it.each<[string, string, ProviderFailureReason]>([
      ['XSL', 'answers after the timeout', 'timeout'],
      ['XSB', 'sends headers and then stalls the body', 'timeout'],
      ['XBJ', 'answers invalid JSON', 'malformed'],
      ['XAR', 'answers JSON that is not an object', 'malformed'],
      ['XEX', 'gives info.rate as 1e-7', 'malformed'],
      ['XES', 'gives info.rate as the string "1.2e3"', 'malformed'],
      ['XNG', 'gives a negative info.rate', 'malformed'],
      ['XZR', 'gives info.rate 0', 'malformed'],
      ['XBO', 'gives info.rate true', 'malformed'],
      ['XNR', 'answers 200 without info.rate', 'missing-currency'],
      ['XXX', 'answers 404 with an error body', 'missing-currency'],
      ['XKY', 'answers 400 echoing the key', 'missing-currency'],
      ['X50', 'answers 500', 'http-error'],
    ])(
      'fails for %s, which %s, with reason %s and no key in the message',
      async (code, _how, reason) => {
        const error = await failureOf(api().rateOf(code));
        expect(error.provider).toBe('conversion-api');
        expect(error.reason).toBe(reason);
        expect(error.message).toContain(code);
        expect(error.message).not.toContain(API_KEY);
        expect(error.stack ?? '').not.toContain(API_KEY);
      },
    );

    it('treats a refused key (401) as an http-error of the API, not a missing currency, and does not repeat the key', async () => {
      const provider = new ConversionApiProvider({
        baseUrl: `${server.url}/convert`,
        apiKey: 'wrong-key',
        timeoutMs: TIMEOUT_MS,
      });
      const error = await failureOf(provider.rateOf('USD'));
      expect(error.reason).toBe('http-error');
      expect(error.message).not.toContain('wrong-key');
      expect(error.message).not.toContain(API_KEY);
    });

    it('reports a refused connection as unreachable', async () => {
      const port = await closedPort();
      const provider = new ConversionApiProvider({
        baseUrl: `http://127.0.0.1:${port}/convert`,
        apiKey: API_KEY,
        timeoutMs: TIMEOUT_MS,
      });
      const error = await failureOf(provider.rateOf('USD'));
      expect(error.reason).toBe('unreachable');
      expect(error.message).toContain('ECONNREFUSED');
      expect(error.message).not.toContain(API_KEY);
      const all = await failureOf(provider.ratesOf(['USD', 'EUR']));
      expect(all.reason).toBe('unreachable');
    });

    it('returns the good rates of a refresh and lists every code it could not get, in order', async () => {
      const result = await api().ratesOf(['USD', 'XXX', 'EUR', 'XNR', 'XSL', 'X50', 'XBJ', 'JPY']);
      expect(Object.fromEntries(result.rates)).toEqual({
        USD: '1.373',
        EUR: '1.1685',
        JPY: '197.8',
      });
      expect(result.missing).toEqual(['XXX', 'XNR', 'XSL', 'X50', 'XBJ']);
    });

    it('gives back an empty result, not an error, when every code is unknown to the API', async () => {
      const result = await api().ratesOf(['XXX', 'XNR']);
      expect(result.rates.size).toBe(0);
      expect(result.missing).toEqual(['XXX', 'XNR']);
    });

    it('throws when every request of a refresh fails for a transport reason, so the last good rates stay', async () => {
      const down = await failureOf(api('/down').ratesOf(['USD', 'EUR', 'JPY']));
      expect(down.reason).toBe('http-error');
      expect(down.message).not.toContain(API_KEY);
      const stalled = await failureOf(api('/stall').ratesOf(['USD', 'EUR']));
      expect(stalled.reason).toBe('timeout');
    });

    it('keeps at most 4 requests in flight during a refresh', async () => {
      const codes = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'];
      const result = await api('/counted').ratesOf(codes);
      expect(result.rates.size).toBe(10);
      expect(result.missing).toEqual([]);
      expect(server.concurrency.max).toBe(4);
    });

    it('returns nothing and asks nothing for an empty list', async () => {
      const before = server.seen.length;
      const result = await api().ratesOf([]);
      expect(result).toEqual({ rates: new Map(), missing: [] });
      expect(server.seen.length).toBe(before);
    });
  });

  describe('reference-feed', () => {
    const feed = (path: string, extra: { cacheMs?: number; clock?: () => Date } = {}) =>
      new ReferenceFeedProvider({ url: `${server.url}${path}`, timeoutMs: TIMEOUT_MS, ...extra });

    it('turns EUR-based rates into rates per GBP, right to the last decimal', async () => {
      const provider = feed('/feed.json');
      await expect(provider.rateOf('USD')).resolves.toBe('1.369479');
      expect(crossByHand('1.1720', '0.8558', 6)).toBe('1.369479');
      await expect(provider.rateOf('EUR')).resolves.toBe(crossByHand('1', '0.8558', 6));
      await expect(provider.rateOf('CHF')).resolves.toBe(crossByHand('0.9403', '0.8558', 6));
      await expect(provider.rateOf('JPY')).resolves.toBe(crossByHand('169.17', '0.8558', 4));
      await expect(provider.rateOf('IDR')).resolves.toBe(crossByHand('19073.5', '0.8558', 2));
      await expect(provider.rateOf('GBP')).resolves.toBe('1.000000');
    });

    it('handles a feed with another base', async () => {
      const provider = feed('/feed-usd-base.json');
      await expect(provider.rateOf('USD')).resolves.toBe(crossByHand('1', '0.7284', 6));
      await expect(provider.rateOf('EUR')).resolves.toBe(crossByHand('0.8532', '0.7284', 6));
      await expect(provider.rateOf('JPY')).resolves.toBe(crossByHand('144.34', '0.7284', 4));
    });

    it('fetches the feed once within cacheMs and again after it', async () => {
      let now = Date.parse('2025-06-30T12:00:00Z');
      const provider = feed('/feed-again.json', { cacheMs: 60_000, clock: () => new Date(now) });
      await Promise.all([provider.rateOf('USD'), provider.rateOf('JPY')]);
      await provider.ratesOf(['USD', 'EUR', 'CHF']);
      now += 59_000;
      await provider.rateOf('EUR');
      expect(server.hits.get('/feed-again.json')).toBe(1);
      now += 2_000;
      await provider.rateOf('EUR');
      expect(server.hits.get('/feed-again.json')).toBe(2);
    });

    it('lists codes the feed lacks or cannot be read for, while the others come back', async () => {
      const result = await feed('/feed.json').ratesOf(['USD', 'XXX', 'EUR', 'XAU']);
      expect(Object.fromEntries(result.rates)).toEqual({
        USD: '1.369479',
        EUR: crossByHand('1', '0.8558', 6),
      });
      expect(result.missing).toEqual(['XXX', 'XAU']);
      expect((await failureOf(feed('/feed.json').rateOf('XXX'))).reason).toBe('missing-currency');
      expect((await failureOf(feed('/feed.json').rateOf('XAU'))).reason).toBe('malformed');
    });

    it.each<[string, string, ProviderFailureReason]>([
      ['/feed-no-gbp.json', 'has no GBP rate', 'malformed'],
      ['/feed-wrong-shape.json', 'has rates that are not a map', 'malformed'],
      ['/feed-broken.json', 'is not JSON', 'malformed'],
      ['/feed-500.json', 'answers 500', 'http-error'],
      ['/feed-missing.json', 'answers 404', 'http-error'],
      ['/feed-slow.json', 'answers after the timeout', 'timeout'],
    ])('fails when the feed at %s %s, with reason %s', async (path, _how, reason) => {
      const provider = feed(path);
      const single = await failureOf(provider.rateOf('USD'));
      expect(single).toMatchObject({ provider: 'reference-feed', reason });
      const all = await failureOf(provider.ratesOf(['USD', 'EUR']));
      expect(all.reason).toBe(reason);
    });

    it('does not cache a failure', async () => {
      const before = server.hits.get('/feed-500.json') ?? 0;
      const provider = feed('/feed-500.json');
      await failureOf(provider.rateOf('USD'));
      await failureOf(provider.rateOf('USD'));
      expect(server.hits.get('/feed-500.json')).toBe(before + 2);
    });

    it('reports a refused connection as unreachable', async () => {
      const port = await closedPort();
      const provider = new ReferenceFeedProvider({ url: `http://127.0.0.1:${port}/feed.json` });
      expect((await failureOf(provider.ratesOf(['USD']))).reason).toBe('unreachable');
    });
  });

  describe('offline-snapshot', () => {
    const codes = RATES_SNAPSHOT.currencies.map((c) => c.code);
    const snapshot = Object.fromEntries(
      RATES_SNAPSHOT.currencies.map((c) => [c.code, c.marketRate]),
    );
    const at = (iso: string) => () => new Date(iso);

    it('serves the bundled snapshot exactly without drift', async () => {
      const provider = new OfflineSnapshotProvider();
      const result = await provider.ratesOf(codes);
      expect(codes).toHaveLength(78);
      expect(Object.fromEntries(result.rates)).toEqual(snapshot);
      expect(result.missing).toEqual([]);
      await expect(provider.rateOf('EUR')).resolves.toBe('1.1685');
    });

    it('also prices the currencies staff may add, which the first seed leaves out', async () => {
      const provider = new OfflineSnapshotProvider();
      expect(RATES_SNAPSHOT.available.length).toBeGreaterThan(5);
      for (const { code, marketRate } of RATES_SNAPSHOT.available) {
        expect(codes).not.toContain(code);
        await expect(provider.rateOf(code)).resolves.toBe(marketRate);
      }
    });

    it('keeps every drifted rate within ±driftPct and with the snapshot’s decimals', async () => {
      let moved = 0;
      for (const minute of ['10:00', '10:01', '10:02', '10:03', '10:04']) {
        const provider = new OfflineSnapshotProvider({
          driftPct: 0.5,
          clock: at(`2025-06-30T${minute}:30Z`),
        });
        const { rates, missing } = await provider.ratesOf(codes);
        expect(missing).toEqual([]);
        for (const code of codes) {
          const original = snapshot[code]!;
          const drifted = rates.get(code)!;
          expect(drifted).toMatch(/^\d+(\.\d+)?$/);
          expect(decimalPlaces(drifted)).toBe(decimalPlaces(original));
          const bound = new Decimal(original).times('0.005');
          expect(new Decimal(drifted).minus(original).abs().lte(bound)).toBe(true);
          if (drifted !== original) moved += 1;
        }
      }
      expect(moved).toBeGreaterThan(codes.length * 5 * 0.5);
    });

    it('gives the same drifted rates all through one minute, and others the next minute', async () => {
      const early = await new OfflineSnapshotProvider({
        driftPct: 1,
        clock: at('2025-06-30T10:00:01Z'),
      }).ratesOf(codes);
      const late = await new OfflineSnapshotProvider({
        driftPct: 1,
        clock: at('2025-06-30T10:00:59Z'),
      }).ratesOf(codes);
      const next = await new OfflineSnapshotProvider({
        driftPct: 1,
        clock: at('2025-06-30T10:01:00Z'),
      }).ratesOf(codes);
      expect(late.rates).toEqual(early.rates);
      expect(next.rates).not.toEqual(early.rates);
    });

    it('refuses a currency that is not in the snapshot', async () => {
      const provider = new OfflineSnapshotProvider({ driftPct: 0.5 });
      const error = await failureOf(provider.rateOf('XXX'));
      expect(error).toMatchObject({ provider: 'offline-snapshot', reason: 'missing-currency' });
      const result = await provider.ratesOf(['EUR', 'XXX']);
      expect([...result.rates.keys()]).toEqual(['EUR']);
      expect(result.missing).toEqual(['XXX']);
    });

    it('refuses a negative drift', () => {
      expect(() => new OfflineSnapshotProvider({ driftPct: -1 })).toThrow(/driftPct/);
    });
  });

  describe('createRateProvider', () => {
    it('builds the provider the configuration names', () => {
      expect(createRateProvider({ kind: 'offline' }).name).toBe('offline-snapshot');
      expect(
        createRateProvider({
          kind: 'conversion-api',
          conversionApiUrl: `${server.url}/convert`,
          conversionApiKey: API_KEY,
        }).name,
      ).toBe('conversion-api');
      expect(
        createRateProvider({ kind: 'reference-feed', referenceFeedUrl: `${server.url}/feed.json` })
          .name,
      ).toBe('reference-feed');
    });

    it('says which settings are missing', () => {
      expect(() =>
        createRateProvider({ kind: 'conversion-api', conversionApiUrl: `${server.url}/convert` }),
      ).toThrow('RATE_PROVIDER=conversion-api needs RATE_API_URL and RATE_API_KEY');
      expect(() => createRateProvider({ kind: 'reference-feed' })).toThrow(
        'RATE_PROVIDER=reference-feed needs RATE_FEED_URL',
      );
    });

    it('passes the header and timeout through to the conversion API', async () => {
      const provider = createRateProvider({
        kind: 'conversion-api',
        conversionApiUrl: `${server.url}/convert-apikey`,
        conversionApiKey: API_KEY,
        conversionApiKeyHeader: 'apikey',
        timeoutMs: TIMEOUT_MS,
      });
      await expect(provider.rateOf('USD')).resolves.toBe('1.373');
      expect((await failureOf(provider.rateOf('XSL'))).reason).toBe('timeout');
    });
  });
});
