import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CurrencyUpdate } from '@fx/contracts';
import { OutboxRepository, assignments, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { CurrencyRecord, NewCurrency } from './currency-record';

/** A currency as a change left it, and the event announcing the change, written with it. */
export interface CurrencyChange {
  currency: CurrencyRecord;
  event: OutboxEntry;
}

/** The event of a change, made from the currency as the change left it. */
export type AnnounceChange = (currency: CurrencyRecord) => OutboxEntry;

const COLUMNS = `code, name, country, market_rate AS "marketRate",
  sell_margin_pct AS "sellMarginPct", buy_margin_pct AS "buyMarginPct", active, popular,
  sort_order AS "sortOrder", rate_updated_at AS "rateUpdatedAt",
  last_refresh_error AS "lastRefreshError", last_refresh_error_at AS "lastRefreshErrorAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The column of each field staff may change. */
const CHANGEABLE: Record<keyof CurrencyUpdate, string> = {
  name: 'name',
  country: 'country',
  sellMarginPct: 'sell_margin_pct',
  buyMarginPct: 'buy_margin_pct',
  active: 'active',
};

/**
 * The currencies the bureau trades, and their margins. A change is written in one transaction
 * with the event that announces it (the outbox).
 */
@Injectable()
export class CurrenciesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  /** Active currencies, popular ones first, in the bureau's own order. */
  listActive(): Promise<CurrencyRecord[]> {
    return query(
      this.dataSource,
      `SELECT ${COLUMNS} FROM rates.currencies WHERE active ORDER BY sort_order, code`,
    );
  }

  /** Every currency, inactive ones too, for staff. */
  listAll(): Promise<CurrencyRecord[]> {
    return query(
      this.dataSource,
      `SELECT ${COLUMNS} FROM rates.currencies ORDER BY sort_order, code`,
    );
  }

  async findByCode(code: string): Promise<CurrencyRecord | null> {
    const [currency] = await query<CurrencyRecord[]>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM rates.currencies WHERE code = :code`,
      { code },
    );
    return currency ?? null;
  }

  /** Adds a currency, active and after the bureau's own order, with the event `announce` makes. */
  create(currency: NewCurrency, announce: AnnounceChange): Promise<CurrencyChange> {
    return this.dataSource.transaction(async (transaction) => {
      const [created] = await query<CurrencyRecord[]>(
        transaction,
        `INSERT INTO rates.currencies (code, name, country, market_rate, sell_margin_pct,
         buy_margin_pct, active, popular, sort_order, rate_updated_at, updated_at)
       VALUES (:code, :name, :country, :marketRate, :sellMarginPct, :buyMarginPct, true, false,
         1000, :rateUpdatedAt, :updatedAt)
       RETURNING ${COLUMNS}`,
        {
          code: currency.code,
          name: currency.name,
          country: currency.country,
          marketRate: currency.marketRate,
          sellMarginPct: currency.sellMarginPct,
          buyMarginPct: currency.buyMarginPct,
          rateUpdatedAt: currency.rateUpdatedAt,
          updatedAt: new Date(),
        },
      );
      return this.announced(transaction, created!, announce);
    });
  }

  /**
   * Writes the fields `changes` gives, with the event `announce` makes; null, writing nothing,
   * when there is no such currency.
   */
  update(
    code: string,
    changes: CurrencyUpdate,
    announce: AnnounceChange,
  ): Promise<CurrencyChange | null> {
    const set = assignments(CHANGEABLE, changes);
    return this.dataSource.transaction(async (transaction) => {
      // An UPDATE answers its rows and how many it changed.
      const [[updated]] = await query<[CurrencyRecord[], number]>(
        transaction,
        `UPDATE rates.currencies SET ${set.text ? `${set.text}, ` : ''}updated_at = :updatedAt
          WHERE code = :code
          RETURNING ${COLUMNS}`,
        { ...set.params, updatedAt: new Date(), code },
      );
      return updated ? this.announced(transaction, updated, announce) : null;
    });
  }

  private async announced(
    transaction: Queryable,
    currency: CurrencyRecord,
    announce: AnnounceChange,
  ): Promise<CurrencyChange> {
    const event = announce(currency);
    await this.outbox.add(transaction, event);
    return { currency, event };
  }
}
