import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { customerRate, plainDecimal } from '@fx/contracts';
import type { RefreshSummary } from '@fx/contracts';
import { Clock, LOGGER, OutboxRelay, outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { RateTable } from '../../currencies/rate-table';
import { RATE_PROVIDER } from '../../providers/provider.token';
import { ProviderError } from '../../providers/rate-provider';
import type { RateProvider } from '../../providers/rate-provider';
import { RefreshMetrics } from '../refresh.metrics';
import { RefreshRepository } from '../refresh.repository';
import type { StoredRate } from '../refresh.repository';
import { failureReason } from './failure-reason';
import { RefreshRatesCommand } from './refresh-rates.command';

/**
 * One refresh of every active currency: ask the provider, store each new rate and append it to
 * the history with its rate.refreshed (the outbox), put the new table where the gateway reads it,
 * then hand the events to the relay. A currency
 * the provider could not price keeps its last good rate, and the failure is recorded and logged.
 * A refresh succeeds only when it priced every active currency; otherwise it counts as a failed
 * one for staff (GET /admin/rates/live), its reason naming the currencies left unpriced.
 */
@CommandHandler(RefreshRatesCommand)
export class RefreshRatesHandler implements ICommandHandler<RefreshRatesCommand> {
  constructor(
    private readonly repository: RefreshRepository,
    private readonly table: RateTable,
    private readonly relay: OutboxRelay,
    private readonly metrics: RefreshMetrics,
    private readonly clock: Clock,
    @Inject(RATE_PROVIDER) private readonly provider: RateProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(): Promise<RefreshSummary> {
    const startedAt = this.clock.now();
    const codes = await this.repository.activeCodes();
    let rates = new Map<string, string>();
    let failed: { code: string; reason: string }[];
    try {
      const answer = await this.provider.ratesOf(codes);
      rates = answer.rates;
      failed = answer.missing.map((code) => ({ code, reason: 'missing-currency' }));
    } catch (error) {
      const reason = error instanceof ProviderError ? error.reason : 'unreachable';
      failed = codes.map((code) => ({ code, reason }));
    }
    this.metrics.answered(this.provider.name, rates.size, codes.length);
    const events = await this.repository.storeRates(
      rates,
      this.provider.name,
      startedAt,
      (stored) => rateRefreshed(stored, this.provider.name, startedAt),
    );
    try {
      await this.repository.recordOutcome(startedAt, failureReason(failed, codes.length));
      if (failed.length > 0) {
        await this.repository.recordFailures(failed, startedAt);
        this.logger.warn(
          { provider: this.provider.name, failed: failed.length, sample: failed.slice(0, 5) },
          'some rates were not refreshed; their last good rates stay',
        );
      }
      // The table where the gateway reads it first, then the events that make it reload.
      await this.table.rebuild();
    } finally {
      this.relay.committed(...events);
    }
    return {
      refreshed: [...rates.keys()],
      failed,
      provider: this.provider.name,
      startedAt: startedAt.toISOString(),
      finishedAt: this.clock.now().toISOString(),
    };
  }
}

/** rate.refreshed, for the outbox: the rate as stored, and the customer rates it makes. */
function rateRefreshed(stored: StoredRate, provider: string, at: Date): OutboxEntry {
  const price = {
    marketRate: stored.marketRate,
    sellMarginPct: stored.sellMarginPct,
    buyMarginPct: stored.buyMarginPct,
  };
  return outboxEntry('rate.refreshed', {
    code: stored.code,
    marketRate: plainDecimal(stored.marketRate),
    previousMarketRate: plainDecimal(stored.previousMarketRate),
    rates: { collect: customerRate('collect', price), sell: customerRate('sell', price) },
    provider,
    refreshedAt: at.toISOString(),
  });
}
