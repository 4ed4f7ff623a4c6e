import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal, RoundingMode } from '@fx/contracts';
import { freePort } from '@fx/service-kit/testing';
import { ProviderError } from '../../src/providers/rate-provider';

export const API_KEY = 'k3y-7f3a91c2-never-shown';
export const TIMEOUT_MS = 250;
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

/** The stand-in server, listening while the file's tests run (hooks registered here). */
export function useRatesServer() {
  const server = startRatesServer();

  beforeAll(async () => {
    await server.listen();
  });

  afterAll(async () => {
    await server.close();
  });

  return server;
}

/** A port nothing listens on: bound, then closed. */
export const closedPort = freePort;

export async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError, but the call succeeded');
}

/** units / gbp with big.js, `places` decimals, half up: the cross rate worked out independently. */
export const crossByHand = (units: string, gbp: string, places: number) =>
  new Decimal(units).div(new Decimal(gbp)).round(places, RoundingMode.halfUp).toFixed(places);
