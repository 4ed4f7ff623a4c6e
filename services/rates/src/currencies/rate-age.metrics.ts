import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RATE_METRICS } from '@fx/contracts';
import { Clock, LOGGER, Metrics } from '@fx/service-kit';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { CurrenciesRepository } from './currencies.repository';
import { RateTableCache } from './rate-table-cache';

/**
 * How old the rates on the site are, read when Prometheus scrapes: the age of each active
 * currency's rate in the table the gateway serves (Redis; the database when Redis has none, as the
 * gateway then asks this service), beside the maximum age after which orders are refused.
 */
@Injectable()
export class RateAgeMetrics {
  constructor(
    metrics: Metrics,
    private readonly cache: RateTableCache,
    private readonly repository: CurrenciesRepository,
    clock: Clock,
    @Inject(RATES_ENV) env: RatesEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    metrics.gauge(
      RATE_METRICS.rateAge,
      'Age in seconds of the rate the site shows, per active currency',
      ['currency'],
      async (gauge) => {
        const shown = await this.shown();
        // Measured on the clock the refreshes stamp the rates with.
        const now = clock.now().getTime();
        for (const { code, updatedAt } of shown) {
          gauge.set({ currency: code }, Math.max(0, now - updatedAt.getTime()) / 1000);
        }
      },
      (error) =>
        logger.warn({ err: (error as Error).message }, 'could not read the rates for metrics'),
    );
    metrics.gauge(
      RATE_METRICS.rateMaxAge,
      'The oldest in seconds a rate may be before orders at it are refused (MAX_RATE_AGE_SECONDS)',
      [],
      (gauge) => gauge.set(env.MAX_RATE_AGE_SECONDS),
    );
  }

  private async shown(): Promise<{ code: string; updatedAt: Date }[]> {
    const table = await this.cache.read();
    if (table) {
      return table.currencies.map((c) => ({ code: c.code, updatedAt: new Date(c.updatedAt) }));
    }
    const active = await this.repository.listActive();
    return active.map((c) => ({ code: c.code, updatedAt: c.rateUpdatedAt }));
  }
}
