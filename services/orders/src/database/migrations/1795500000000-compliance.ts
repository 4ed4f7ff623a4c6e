import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Compliance (issue 33).
 *
 * - compliance_status: where the order stands with the compliance service (pending until
 *   screened, clear, held, frozen), compliance_sequence the highest standing seen (events out of
 *   order never undo a hold), compliance_holds the kinds of its open holds (a suspicion report is
 *   a legal hold for retention). Orders placed before screening existed are clear.
 * - due_diligence: the decision at placement (compliance/due-diligence.ts), with the customer's
 *   answers; date_of_birth for delivery orders at or above the house threshold.
 * - id_check_id: the ID record made at collection (kept by the compliance service).
 * - erased_at: retention erased the order's personal data.
 */
export class Compliance1795500000000 implements MigrationInterface {
  name = 'Compliance1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders.orders
        ADD COLUMN compliance_status text NOT NULL DEFAULT 'clear'
          CHECK (compliance_status IN ('pending', 'clear', 'held', 'frozen')),
        ADD COLUMN compliance_sequence integer NOT NULL DEFAULT 0,
        ADD COLUMN compliance_holds text[] NOT NULL DEFAULT '{}',
        ADD COLUMN due_diligence jsonb,
        ADD COLUMN date_of_birth date,
        ADD COLUMN id_check_id uuid,
        ADD COLUMN erased_at timestamptz`);
    // Existing rows are clear (they predate screening); new ones wait for it.
    await queryRunner.query(
      "ALTER TABLE orders.orders ALTER COLUMN compliance_status SET DEFAULT 'pending'",
    );
    await queryRunner.query(
      'CREATE INDEX orders_retention_idx ON orders.orders (placed_at) WHERE erased_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders.orders
        DROP COLUMN compliance_status, DROP COLUMN compliance_sequence, DROP COLUMN compliance_holds,
        DROP COLUMN due_diligence, DROP COLUMN date_of_birth, DROP COLUMN id_check_id,
        DROP COLUMN erased_at`);
  }
}
