import { Decimal, decimalPlaces } from '@fx/contracts';
import { RATES_SNAPSHOT } from '../src/currencies/rates-snapshot';
import { OfflineSnapshotProvider } from '../src/providers/offline-snapshot.provider';
import type { ProviderFailureReason } from '../src/providers/rate-provider';
import { ReferenceFeedProvider } from '../src/providers/reference-feed.provider';
import {
  TIMEOUT_MS,
  closedPort,
  crossByHand,
  failureOf,
  useRatesServer,
} from './support/rates-server';

describe('rate providers against a real local HTTP server: the feed and the snapshot', () => {
  const server = useRatesServer();

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
});
