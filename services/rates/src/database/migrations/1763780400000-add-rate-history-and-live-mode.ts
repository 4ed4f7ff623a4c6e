import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate history for charts, the live-mode switch, and the last refresh failure of each currency. */
export class AddRateHistoryAndLiveMode1763780400000 implements MigrationInterface {
  name = 'AddRateHistoryAndLiveMode1763780400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rates.rate_history (
        id bigserial PRIMARY KEY,
        code char(3) NOT NULL REFERENCES rates.currencies (code),
        market_rate numeric(24, 10) NOT NULL CHECK (market_rate > 0),
        sell_margin_pct numeric(7, 4) NOT NULL,
        buy_margin_pct numeric(7, 4) NOT NULL,
        provider text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX rate_history_code_recorded_at_idx ON rates.rate_history (code, recorded_at)',
    );
    await queryRunner.query(`
      INSERT INTO rates.rate_history (code, market_rate, sell_margin_pct, buy_margin_pct, provider, recorded_at)
      SELECT code, market_rate, sell_margin_pct, buy_margin_pct, 'offline-snapshot', rate_updated_at FROM rates.currencies`);
    await queryRunner.query(`
      CREATE TABLE rates.live_mode (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        enabled boolean NOT NULL DEFAULT false,
        interval_seconds integer NOT NULL DEFAULT 60 CHECK (interval_seconds > 0),
        last_refresh_at timestamptz,
        changed_by text,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('INSERT INTO rates.live_mode (id) VALUES (true)');
    await queryRunner.query(
      'ALTER TABLE rates.currencies ADD COLUMN last_refresh_error text, ADD COLUMN last_refresh_error_at timestamptz',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE rates.currencies DROP COLUMN last_refresh_error, DROP COLUMN last_refresh_error_at',
    );
    await queryRunner.query('DROP TABLE rates.live_mode');
    await queryRunner.query('DROP TABLE rates.rate_history');
  }
}
