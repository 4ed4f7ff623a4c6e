import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { customerRate, plainDecimal } from '@fx/contracts';
import type { RateHistory, RefreshSummary } from '@fx/contracts';
import { EventPublisher, LOGGER } from '@fx/service-kit';
import { CurrenciesService } from '../currencies/currencies.service';
import { RATE_PROVIDER } from '../providers/provider.token';
import { ProviderError } from '../providers/rate-provider';
import type { RateProvider } from '../providers/rate-provider';
import { RefreshRepository } from './refresh.repository';

/**
 * One refresh of every active currency: ask the provider, store each new rate and append it to
 * the history, put the new table where the gateway reads it, then announce each rate. A currency
 * the provider could not price keeps its last good rate, and the failure is recorded and logged.
 */
@Injectable()
export class RefreshService {
  constructor(
    private readonly repository: RefreshRepository,
    private readonly currencies: CurrenciesService,
    private readonly events: EventPublisher,
    @Inject(RATE_PROVIDER) private readonly provider: RateProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async refreshAll(): Promise<RefreshSummary> {
    const startedAt = new Date();
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
    const previous = await this.repository.storeRates(rates, this.provider.name, startedAt);
    if (failed.length > 0) {
      await this.repository.recordFailures(failed, startedAt);
      this.logger.warn(
        { provider: this.provider.name, failed: failed.length, sample: failed.slice(0, 5) },
        'some rates were not refreshed; their last good rates stay',
      );
    }
    const table = await this.currencies.publishTable();
    const byCode = new Map(table.currencies.map((c) => [c.code, c]));
    await Promise.all(
      [...rates.keys()].map((code) => {
        const currency = byCode.get(code);
        if (!currency) return Promise.resolve();
        return this.events.publish('rate.refreshed', {
          code,
          marketRate: currency.marketRate,
          previousMarketRate: previous.has(code) ? plainDecimal(previous.get(code)!) : undefined,
          rates: currency.rates,
          provider: this.provider.name,
          refreshedAt: startedAt.toISOString(),
        });
      }),
    );
    return {
      refreshed: [...rates.keys()],
      failed,
      provider: this.provider.name,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
    };
  }

  async history(code: string, days: number): Promise<RateHistory> {
    const rows = await this.repository.history(code, new Date(Date.now() - days * 86_400_000));
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
