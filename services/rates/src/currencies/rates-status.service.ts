import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ratesAreStale } from '@fx/contracts';
import type { LiveMode, RatesStatus } from '@fx/contracts';
import type { RatesEnv } from '../config/env';
import { RATES_ENV } from '../config/rates-env.token';

interface LiveModeRow {
  enabled: boolean;
  interval_seconds: number;
  last_refresh_at: Date | null;
  changed_by: string | null;
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_failure_reason: string | null;
  consecutive_failures: number;
  oldest_rate_at: Date | null;
}

/**
 * How fresh the rates are, read from Postgres: the live-mode switch with the provider's record
 * (staff's view) and the status the public table carries. Staleness is measured from the last
 * successful refresh, or from the oldest active rate when there never was one.
 */
@Injectable()
export class RatesStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(RATES_ENV) private readonly env: RatesEnv,
  ) {}

  async liveMode(now: Date = new Date()): Promise<LiveMode> {
    const row = await this.row();
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

  async status(now: Date = new Date()): Promise<RatesStatus> {
    return this.toStatus(await this.row(), now);
  }

  private toStatus(row: LiveModeRow, now: Date): RatesStatus {
    return {
      provider: this.env.RATE_PROVIDER,
      live: row.enabled && row.last_success_at !== null && row.consecutive_failures === 0,
      refreshedAt: (row.last_success_at ?? row.oldest_rate_at ?? now).toISOString(),
      maxAgeSeconds: this.env.MAX_RATE_AGE_SECONDS,
    };
  }

  private async row(): Promise<LiveModeRow> {
    const rows = await this.dataSource.query<LiveModeRow[]>(
      `SELECT enabled, interval_seconds, last_refresh_at, changed_by, last_success_at,
              last_failure_at, last_failure_reason, consecutive_failures,
              (SELECT min(rate_updated_at) FROM rates.currencies WHERE active) AS oldest_rate_at
         FROM rates.live_mode`,
    );
    return rows[0]!;
  }
}
