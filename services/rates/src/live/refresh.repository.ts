import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxRepository, query } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';

export interface HistoryRow {
  recorded_at: Date;
  market_rate: string;
  sell_margin_pct: string;
  buy_margin_pct: string;
}

/** A market rate as a refresh stored it, with what it replaced and the margins it is sold at. */
export interface StoredRate {
  code: string;
  marketRate: string;
  previousMarketRate: string;
  sellMarginPct: string;
  buyMarginPct: string;
}

/** SQL of refreshes, history and the live-mode switch. */
@Injectable()
export class RefreshRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  async activeCodes(): Promise<string[]> {
    const rows = await query<{ code: string }[]>(
      this.dataSource,
      'SELECT code FROM rates.currencies WHERE active ORDER BY sort_order, code',
    );
    return rows.map((row) => row.code);
  }

  /**
   * Stores new market rates and appends them to the history, with the event `announce` makes of
   * each rate of an active currency, all in one transaction. The events written, in order.
   */
  storeRates(
    rates: Map<string, string>,
    provider: string,
    at: Date,
    announce: (stored: StoredRate) => OutboxEntry,
  ): Promise<OutboxEntry[]> {
    return this.dataSource.transaction(async (transaction) => {
      const events: OutboxEntry[] = [];
      for (const [code, rate] of rates) {
        const [row] = await query<
          {
            market_rate: string;
            sell_margin_pct: string;
            buy_margin_pct: string;
            active: boolean;
          }[]
        >(
          transaction,
          `SELECT market_rate, sell_margin_pct, buy_margin_pct, active FROM rates.currencies
            WHERE code = :code FOR UPDATE`,
          { code },
        );
        if (!row) continue;
        // An UPDATE answers its rows and how many it changed.
        const [[stored]] = await query<[{ market_rate: string }[], number]>(
          transaction,
          `UPDATE rates.currencies SET market_rate = :rate, rate_updated_at = :at,
                  last_refresh_error = NULL, last_refresh_error_at = NULL
            WHERE code = :code
            RETURNING market_rate`,
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
        if (!row.active) continue;
        const event = announce({
          code,
          marketRate: stored!.market_rate,
          previousMarketRate: row.market_rate,
          sellMarginPct: row.sell_margin_pct,
          buyMarginPct: row.buy_margin_pct,
        });
        await this.outbox.add(transaction, event);
        events.push(event);
      }
      await query(transaction, 'UPDATE rates.live_mode SET last_refresh_at = :at', { at });
      return events;
    });
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
