import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RATES_SNAPSHOT } from '../../currencies/rates-snapshot';

/** The currencies the bureau trades, seeded from the bundled snapshot. */
export class CreateCurrencies1763769600000 implements MigrationInterface {
  name = 'CreateCurrencies1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rates.currencies (
        code char(3) PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        country text NOT NULL CHECK (length(country) BETWEEN 1 AND 80),
        market_rate numeric(24, 10) NOT NULL CHECK (market_rate > 0),
        sell_margin_pct numeric(7, 4) NOT NULL CHECK (sell_margin_pct > -100),
        buy_margin_pct numeric(7, 4) NOT NULL CHECK (buy_margin_pct > -100),
        active boolean NOT NULL DEFAULT true,
        popular boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 1000,
        rate_updated_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    const asOf = new Date(`${RATES_SNAPSHOT.asOf}T16:00:00Z`);
    for (const [index, c] of RATES_SNAPSHOT.currencies.entries()) {
      await queryRunner.query(
        `INSERT INTO rates.currencies
           (code, name, country, market_rate, sell_margin_pct, buy_margin_pct, popular, sort_order, rate_updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          c.code,
          c.name,
          c.country,
          c.marketRate,
          c.sellMarginPct,
          c.buyMarginPct,
          c.popular,
          index,
          asOf,
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rates.currencies');
  }
}
