import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff need to trust the rates: the last refresh that priced every currency, the last one
 * that failed and why, and how many have failed in a row since the last success.
 */
export class AddProviderHealthToLiveMode1764000000000 implements MigrationInterface {
  name = 'AddProviderHealthToLiveMode1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rates.live_mode
        ADD COLUMN last_success_at timestamptz,
        ADD COLUMN last_failure_at timestamptz,
        ADD COLUMN last_failure_reason text,
        ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rates.live_mode
        DROP COLUMN last_success_at,
        DROP COLUMN last_failure_at,
        DROP COLUMN last_failure_reason,
        DROP COLUMN consecutive_failures`);
  }
}
