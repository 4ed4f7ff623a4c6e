import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { query } from '@fx/service-kit';

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
    const rows = await query<{ code: string }[]>(
      this.dataSource,
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
    await this.dataSource.transaction(async (transaction) => {
      for (const [code, rate] of rates) {
        const [row] = await query<
          { market_rate: string; sell_margin_pct: string; buy_margin_pct: string }[]
        >(
          transaction,
          `SELECT market_rate, sell_margin_pct, buy_margin_pct FROM rates.currencies
            WHERE code = :code FOR UPDATE`,
          { code },
        );
        if (!row) continue;
        previous.set(code, row.market_rate);
        await query(
          transaction,
          `UPDATE rates.currencies SET market_rate = :rate, rate_updated_at = :at,
                  last_refresh_error = NULL, last_refresh_error_at = NULL
            WHERE code = :code`,
          { code, rate, at },
        );
        await query(
          transaction,
          `INSERT INTO rates.rate_history (code, market_rate, sell_margin_pct, buy_margin_pct,
                                           provider, recorded_at)
           VALUES (:code, :rate, :sellMarginPct, :buyMarginPct, :provider, :at)`,
          {
            code,
            rate,
            sellMarginPct: row.sell_margin_pct,
            buyMarginPct: row.buy_margin_pct,
            provider,
            at,
          },
        );
      }
      await query(transaction, 'UPDATE rates.live_mode SET last_refresh_at = :at', { at });
    });
    return previous;
  }

  async recordFailures(failures: { code: string; reason: string }[], at: Date): Promise<void> {
    for (const failure of failures) {
      await query(
        this.dataSource,
        `UPDATE rates.currencies SET last_refresh_error = :reason, last_refresh_error_at = :at
          WHERE code = :code`,
        { code: failure.code, reason: failure.reason, at },
      );
    }
  }

  history(code: string, since: Date): Promise<HistoryRow[]> {
    return query(
      this.dataSource,
      `SELECT recorded_at, market_rate, sell_margin_pct, buy_margin_pct FROM rates.rate_history
        WHERE code = :code AND recorded_at >= :since ORDER BY recorded_at, id`,
      { code, since },
    );
  }

  /**
   * A refresh's outcome for staff: a success resets the failure count; a failure (the provider
   * down, or a currency it could not price) is counted and its reason kept.
   */
  async recordOutcome(at: Date, failure: string | null): Promise<void> {
    if (failure === null) {
      await query(
        this.dataSource,
        'UPDATE rates.live_mode SET last_success_at = :at, consecutive_failures = 0',
        { at },
      );
    } else {
      await query(
        this.dataSource,
        `UPDATE rates.live_mode SET last_failure_at = :at, last_failure_reason = :failure,
                consecutive_failures = consecutive_failures + 1`,
        { at, failure },
      );
    }
  }

  /** Live mode no one has switched yet (changed_by is null) takes the configured default. */
  async applyLiveModeDefault(enabled: boolean): Promise<void> {
    await query(
      this.dataSource,
      'UPDATE rates.live_mode SET enabled = :enabled WHERE changed_by IS NULL AND enabled <> :enabled',
      { enabled },
    );
  }

  async setLiveMode(
    enabled: boolean,
    intervalSeconds: number | undefined,
    changedBy: string,
  ): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE rates.live_mode SET enabled = :enabled,
              interval_seconds = COALESCE(:intervalSeconds, interval_seconds),
              changed_by = :changedBy, changed_at = now()`,
      { enabled, intervalSeconds: intervalSeconds ?? null, changedBy },
    );
  }
}
