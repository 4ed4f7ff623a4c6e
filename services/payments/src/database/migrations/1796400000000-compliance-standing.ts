import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33: each order's standing with compliance, as its events said (the highest sequence
 * wins), so the refund guard stops money going back on a held or frozen order.
 */
export class ComplianceStanding1796400000000 implements MigrationInterface {
  name = 'ComplianceStanding1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payments.order_compliance (
        order_id uuid PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('pending', 'clear', 'held', 'frozen')),
        sequence integer NOT NULL CHECK (sequence > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payments.order_compliance');
  }
}
