import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the payments service's side of orders: the order's number and postcodes on its
 * payment, the order's cancellation remembered (a payment authorised later is released by
 * itself), failed refunds retried with backoff, disputes, and the reconciliation's runs and the
 * differences each found.
 */
export class CancellationsRefundRetriesDisputesReconciliation1796300000000 implements MigrationInterface {
  name = 'CancellationsRefundRetriesDisputesReconciliation1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payments.payments
        ADD COLUMN order_number text CHECK (order_number ~ '^[0-9]{8}$'),
        ADD COLUMN delivery_postcode text,
        ADD COLUMN billing_postcode text,
        ADD COLUMN order_cancelled_at timestamptz,
        ADD COLUMN cancellation_fee_pence bigint CHECK (cancellation_fee_pence >= 0)`);
    await queryRunner.query(`
      ALTER TABLE payments.refunds
        ADD COLUMN attempts int NOT NULL DEFAULT 1 CHECK (attempts >= 1),
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN failed_at timestamptz,
        ADD COLUMN superseded_refund_ids text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE INDEX refunds_retry_idx ON payments.refunds (next_attempt_at)
       WHERE status = 'failed' AND next_attempt_at IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE payments.disputes (
        dispute_id text PRIMARY KEY,
        payment_id uuid REFERENCES payments.payments (id),
        provider_payment_id text,
        amount_pence bigint NOT NULL CHECK (amount_pence > 0),
        reason text NOT NULL,
        status text NOT NULL,
        respond_by timestamptz,
        opened_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE payments.reconciliation_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        period_from timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        started_by text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE payments.reconciliation_differences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id uuid NOT NULL REFERENCES payments.reconciliation_runs (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('paid_without_order', 'status_mismatch',
          'amount_mismatch', 'refund_mismatch')),
        order_id uuid,
        order_number text,
        provider_id text NOT NULL,
        ours text NOT NULL,
        theirs text NOT NULL,
        next_step text NOT NULL,
        found_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX reconciliation_differences_run_idx ON payments.reconciliation_differences (run_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payments.reconciliation_differences');
    await queryRunner.query('DROP TABLE payments.reconciliation_runs');
    await queryRunner.query('DROP TABLE payments.disputes');
    await queryRunner.query(`ALTER TABLE payments.refunds DROP COLUMN attempts,
      DROP COLUMN next_attempt_at, DROP COLUMN failed_at, DROP COLUMN superseded_refund_ids`);
    await queryRunner.query(`ALTER TABLE payments.payments DROP COLUMN order_number,
      DROP COLUMN delivery_postcode, DROP COLUMN billing_postcode, DROP COLUMN order_cancelled_at,
      DROP COLUMN cancellation_fee_pence`);
  }
}
