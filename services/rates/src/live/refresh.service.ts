import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { customerRate, plainDecimal } from '@fx/contracts';
import type { RateHistory, RefreshSummary } from '@fx/contracts';
import { Clock, LOGGER, OutboxRelay, outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { CurrenciesService } from '../currencies/currencies.service';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { RATE_PROVIDER } from '../providers/provider.token';
import { ProviderError } from '../providers/rate-provider';
import type { RateProvider } from '../providers/rate-provider';
import { RefreshMetrics } from './refresh.metrics';
import { RefreshRepository } from './refresh.repository';
import type { StoredRate } from './refresh.repository';

/**
 * One refresh of every active currency: ask the provider, store each new rate and append it to
 * the history with its rate.refreshed (the outbox), put the new table where the gateway reads it,
 * then hand the events to the relay. A currency
 * the provider could not price keeps its last good rate, and the failure is recorded and logged.
 * A refresh succeeds only when it priced every active currency; otherwise it counts as a failed
 * one for staff (GET /admin/rates/live), its reason naming the currencies left unpriced.
 */
@Injectable()
export class RefreshService {
  constructor(
    private readonly repository: RefreshRepository,
    private readonly currencies: CurrenciesService,
    private readonly relay: OutboxRelay,
    private readonly metrics: RefreshMetrics,
    private readonly clock: Clock,
    @Inject(RATE_PROVIDER) private readonly provider: RateProvider,
    @Inject(RATES_ENV) private readonly env: RatesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async refreshAll(): Promise<RefreshSummary> {
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
      await this.currencies.publishTable();
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

  /** At start: a refresh when the offline snapshot serves (so a fresh start is usable) or the rates are stale. */
  async refreshIfDue(stale: boolean): Promise<void> {
    if (this.env.RATE_PROVIDER !== 'offline' && !stale) return;
    try {
      const summary = await this.refreshAll();
      this.logger.info(
        { refreshed: summary.refreshed.length, failed: summary.failed.length },
        'rates refreshed at start',
      );
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'the refresh at start failed');
    }
  }

  async history(code: string, days: number): Promise<RateHistory> {
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const rows = await this.repository.history(code, since);
    return {
      code,
      points: rows.map((row) => {
        const price = {
          marketRate: row.market_rate,
          sellMarginPct: row.sell_margin_pct,
          buyMarginPct: row.buy_margin_pct,
        };
        return {
          at: row.recorded_at.toISOString(),
          marketRate: plainDecimal(row.market_rate),
          collect: customerRate('collect', price),
          sell: customerRate('sell', price),
        };
      }),
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

/** Codes named in a partial failure's reason before "and N more". */
const NAMED_CODES = 10;

/**
 * Null for a refresh that priced every currency. Otherwise the reason kept for staff: the
 * provider's own reason when every currency failed ("unreachable: every currency"), or the reason
 * and the codes it could not price ("missing-currency: XAU, XAG").
 */
export function failureReason(
  failed: readonly { code: string; reason: string }[],
  total: number,
): string | null {
  if (failed.length === 0) return null;
  const reasons = [...new Set(failed.map((f) => f.reason))].join(', ');
  if (failed.length >= total) return `${reasons}: every currency`;
  const named = failed.slice(0, NAMED_CODES).map((f) => f.code);
  const more = failed.length - named.length;
  return `${reasons}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
