import { Inject, Injectable } from '@nestjs/common';
import { ratesAreStale } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import type { LiveMode, RatesStatus } from '@fx/contracts';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';
import { RatesStatusRepository } from './rates-status.repository';
import type { RatesStatusRow } from './rates-status.repository';

/**
 * How fresh the rates are, read from Postgres: the live-mode switch with the provider's record
 * (staff's view) and the status the public table carries. Staleness is measured from the last
 * successful refresh, or from the oldest active rate when there never was one.
 */
@Injectable()
export class RatesStatusService {
  constructor(
    private readonly repository: RatesStatusRepository,
    private readonly clock: Clock,
    @Inject(RATES_ENV) private readonly env: RatesEnv,
  ) {}

  async liveMode(now: Date = this.clock.now()): Promise<LiveMode> {
    const row = await this.repository.read();
    const status = this.toStatus(row, now);
    return {
      enabled: row.enabled,
      intervalSeconds: row.interval_seconds,
      lastRefreshAt: row.last_refresh_at?.toISOString() ?? null,
      changedBy: row.changed_by,
      provider: this.env.RATE_PROVIDER,
      lastSuccessAt: row.last_success_at?.toISOString() ?? null,
      lastFailure:
        row.last_failure_at && row.last_failure_reason !== null
          ? { at: row.last_failure_at.toISOString(), reason: row.last_failure_reason }
          : null,
      consecutiveFailures: row.consecutive_failures,
      stale: ratesAreStale(status, now),
      maxAgeSeconds: status.maxAgeSeconds,
    };
  }

  async status(now: Date = this.clock.now()): Promise<RatesStatus> {
    return this.toStatus(await this.repository.read(), now);
  }

  private toStatus(row: RatesStatusRow, now: Date): RatesStatus {
    return {
      provider: this.env.RATE_PROVIDER,
      live: row.enabled && row.last_success_at !== null && row.consecutive_failures === 0,
      refreshedAt: (row.last_success_at ?? row.oldest_rate_at ?? now).toISOString(),
      maxAgeSeconds: this.env.MAX_RATE_AGE_SECONDS,
    };
  }
}
