import { ConversionApiProvider } from '../src/providers/conversion-api.provider';
import { createRateProvider } from '../src/providers/create-provider';
import type { ProviderFailureReason } from '../src/providers/rate-provider';
import { API_KEY, TIMEOUT_MS, closedPort, failureOf, useRatesServer } from './support/rates-server';

describe('rate providers against a real local HTTP server', () => {
  const server = useRatesServer();

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
