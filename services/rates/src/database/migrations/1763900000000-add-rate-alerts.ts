import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers' rate alerts: "tell me when 1 GBP buys at least target_rate of code". */
export class AddRateAlerts1763900000000 implements MigrationInterface {
  name = 'AddRateAlerts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rates.rate_alerts (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        firebase_uid text,
        code char(3) NOT NULL REFERENCES rates.currencies (code),
        target_rate numeric(24, 4) NOT NULL CHECK (target_rate > 0),
        status text NOT NULL CHECK (status IN ('unconfirmed', 'active', 'triggered')),
        token text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        triggered_at timestamptz,
        triggered_rate numeric(24, 4)
      )`);
    await queryRunner.query(
      `CREATE INDEX rate_alerts_active_idx ON rates.rate_alerts (code, target_rate) WHERE status = 'active'`,
    );
    await queryRunner.query(
      'CREATE INDEX rate_alerts_email_idx ON rates.rate_alerts (lower(email))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rates.rate_alerts');
  }
}
