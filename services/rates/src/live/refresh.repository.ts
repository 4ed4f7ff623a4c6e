import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface HistoryRow {
  recorded_at: Date;
  market_rate: string;
  sell_margin_pct: string;
  buy_margin_pct: string;
}

/** SQL of refreshes, history and the live-mode switch. */
@Injectable()
export class RefreshRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async activeCodes(): Promise<string[]> {
    const rows = await this.dataSource.query<{ code: string }[]>(
      'SELECT code FROM rates.currencies WHERE active ORDER BY sort_order, code',
    );
    return rows.map((row) => row.code);
  }

  /** Stores new market rates and appends them to the history, all in one transaction. */
  async storeRates(
    rates: Map<string, string>,
    provider: string,
    at: Date,
  ): Promise<Map<string, string>> {
    const previous = new Map<string, string>();
    await this.dataSource.transaction(async (manager) => {
      for (const [code, rate] of rates) {
        const rows = await manager.query<
          { market_rate: string; sell_margin_pct: string; buy_margin_pct: string }[]
        >(
          'SELECT market_rate, sell_margin_pct, buy_margin_pct FROM rates.currencies WHERE code = $1 FOR UPDATE',
          [code],
        );
        const row = rows[0];
        if (!row) continue;
        previous.set(code, row.market_rate);
        await manager.query(
          'UPDATE rates.currencies SET market_rate = $2, rate_updated_at = $3, last_refresh_error = NULL, last_refresh_error_at = NULL WHERE code = $1',
          [code, rate, at],
        );
        await manager.query(
          'INSERT INTO rates.rate_history (code, market_rate, sell_margin_pct, buy_margin_pct, provider, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [code, rate, row.sell_margin_pct, row.buy_margin_pct, provider, at],
        );
      }
      await manager.query('UPDATE rates.live_mode SET last_refresh_at = $1', [at]);
    });
    return previous;
  }

  async recordFailures(failures: { code: string; reason: string }[], at: Date): Promise<void> {
    for (const failure of failures) {
      await this.dataSource.query(
        'UPDATE rates.currencies SET last_refresh_error = $2, last_refresh_error_at = $3 WHERE code = $1',
        [failure.code, failure.reason, at],
      );
    }
  }

  async history(code: string, since: Date): Promise<HistoryRow[]> {
    return this.dataSource.query<HistoryRow[]>(
      'SELECT recorded_at, market_rate, sell_margin_pct, buy_margin_pct FROM rates.rate_history WHERE code = $1 AND recorded_at >= $2 ORDER BY recorded_at, id',
      [code, since],
    );
  }

  /**
   * A refresh's outcome for staff: a success resets the failure count; a failure (the provider
   * down, or a currency it could not price) is counted and its reason kept.
   */
  async recordOutcome(at: Date, failure: string | null): Promise<void> {
    if (failure === null) {
      await this.dataSource.query(
        'UPDATE rates.live_mode SET last_success_at = $1, consecutive_failures = 0',
        [at],
      );
    } else {
      await this.dataSource.query(
        'UPDATE rates.live_mode SET last_failure_at = $1, last_failure_reason = $2, consecutive_failures = consecutive_failures + 1',
        [at, failure],
      );
    }
  }

  /** Live mode no one has switched yet (changed_by is null) takes the configured default. */
  async applyLiveModeDefault(enabled: boolean): Promise<void> {
    await this.dataSource.query(
      'UPDATE rates.live_mode SET enabled = $1 WHERE changed_by IS NULL AND enabled <> $1',
      [enabled],
    );
  }

  async setLiveMode(
    enabled: boolean,
    intervalSeconds: number | undefined,
    changedBy: string,
  ): Promise<void> {
    await this.dataSource.query(
      'UPDATE rates.live_mode SET enabled = $1, interval_seconds = COALESCE($2, interval_seconds), changed_by = $3, changed_at = now()',
      [enabled, intervalSeconds ?? null, changedBy],
    );
  }
}
