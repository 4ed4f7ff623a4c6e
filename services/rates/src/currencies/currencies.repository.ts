import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CurrencyUpdate } from '@fx/contracts';
import { assignments, query } from '@fx/service-kit';
import type { CurrencyRecord, NewCurrency } from './currency-record';

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

/** The currencies the bureau trades, and their margins. */
@Injectable()
export class CurrenciesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /** Adds a currency, active and after the bureau's own order. */
  async create(currency: NewCurrency): Promise<CurrencyRecord> {
    const [created] = await query<CurrencyRecord[]>(
      this.dataSource,
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
    return created!;
  }

  /** Writes the fields `changes` gives; null when there is no such currency. */
  async update(code: string, changes: CurrencyUpdate): Promise<CurrencyRecord | null> {
    const set = assignments(CHANGEABLE, changes);
    // An UPDATE answers its rows and how many it changed.
    const [[updated]] = await query<[CurrencyRecord[], number]>(
      this.dataSource,
      `UPDATE rates.currencies SET ${set.text ? `${set.text}, ` : ''}updated_at = :updatedAt
        WHERE code = :code
        RETURNING ${COLUMNS}`,
      { ...set.params, updatedAt: new Date(), code },
    );
    return updated ?? null;
  }
}
