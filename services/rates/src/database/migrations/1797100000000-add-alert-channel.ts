import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 35: how an alert reaches its owner when it fires (alerts from before: the e-mail). */
export class AddAlertChannel1797100000000 implements MigrationInterface {
  name = 'AddAlertChannel1797100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rates.rate_alerts ADD COLUMN channel text NOT NULL DEFAULT 'email'
        CHECK (channel IN ('email', 'push', 'both'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rates.rate_alerts DROP COLUMN channel');
  }
}
