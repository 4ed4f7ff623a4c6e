import type { OutboxEntry, OutboxRelay } from '@fx/service-kit';
import { FixedClock, memoryLogger } from '@fx/service-kit/testing';
import type { RateTable } from '../../currencies/rate-table';
import type { RateProvider } from '../../providers/rate-provider';
import type { RefreshMetrics } from '../refresh.metrics';
import type { RefreshRepository, StoredRate } from '../refresh.repository';
import { RefreshRatesHandler } from './refresh-rates.handler';

const at = new Date('2026-11-22T10:00:00.000Z');

/**
 * A refresh over EUR, USD and XAU, with a provider pricing only EUR and USD; what the handler
 * stores, records and hands on is kept, in order, in `steps`.
 */
function refresh(options: { tableFails?: boolean } = {}) {
  const steps: string[] = [];
  const outcomes: (string | null)[] = [];
  const repository = {
    activeCodes: () => Promise.resolve(['EUR', 'USD', 'XAU']),
    storeRates: (
      rates: Map<string, string>,
      _provider: string,
      _at: Date,
      announce: (stored: StoredRate) => OutboxEntry,
    ) => {
      const events = [...rates].map(([code, marketRate]) =>
        announce({
          code,
          marketRate,
          previousMarketRate: '1.0000',
          sellMarginPct: '-3',
          buyMarginPct: '3',
        }),
      );
      steps.push(`stored ${[...rates.keys()].join(' ')}`);
      return Promise.resolve(events);
    },
    recordOutcome: (_at: Date, failure: string | null) => {
      outcomes.push(failure);
      return Promise.resolve();
    },
    recordFailures: (failed: { code: string }[]) => {
      steps.push(`failures ${failed.map((f) => f.code).join(' ')}`);
      return Promise.resolve();
    },
  } as unknown as RefreshRepository;
  const table = {
    rebuild: () => {
      steps.push('table');
      return options.tableFails ? Promise.reject(new Error('Postgres gone')) : Promise.resolve();
    },
  } as unknown as RateTable;
  const relay = {
    committed: (...events: OutboxEntry[]) => steps.push(`handed ${events.length} events`),
  } as unknown as OutboxRelay;
  const provider: RateProvider = {
    name: 'test-provider',
    rateOf: () => Promise.reject(new Error('not used')),
    ratesOf: () =>
      Promise.resolve({
        rates: new Map([
          ['EUR', '1.1642'],
          ['USD', '1.3112'],
        ]),
        missing: ['XAU'],
      }),
  };
  const metrics = { answered: () => undefined } as unknown as RefreshMetrics;
  const handler = new RefreshRatesHandler(
    repository,
    table,
    relay,
    metrics,
    new FixedClock(at),
    provider,
    memoryLogger('rates').logger,
  );
  return { steps, outcomes, run: () => handler.execute() };
}

describe('a refresh of every rate', () => {
  it('stores what the provider priced, records the rest as failed, and says which', async () => {
    const { outcomes, run } = refresh();
    expect(await run()).toEqual({
      refreshed: ['EUR', 'USD'],
      failed: [{ code: 'XAU', reason: 'missing-currency' }],
      provider: 'test-provider',
      startedAt: at.toISOString(),
      finishedAt: at.toISOString(),
    });
    expect(outcomes).toEqual(['missing-currency: XAU']);
  });

  it('puts the new table where the gateway reads it before handing on the events that make it reload', async () => {
    const { steps, run } = refresh();
    await run();
    expect(steps).toEqual(['stored EUR USD', 'failures XAU', 'table', 'handed 2 events']);
  });

  it('still hands on the events of the stored rates when the table cannot be rebuilt', async () => {
    const { steps, run } = refresh({ tableFails: true });
    await expect(run()).rejects.toThrow('Postgres gone');
    expect(steps.at(-1)).toBe('handed 2 events');
  });
});
