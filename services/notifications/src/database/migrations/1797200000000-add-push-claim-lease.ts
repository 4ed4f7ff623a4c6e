import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A push is claimed, then sent: when it was claimed, by which claim, and when it was sent (null
 * until then), so a claim whose sender died before sending can be taken again once its lease is
 * over. The rows from before were written on claiming and kept only when sent (a failed push gave
 * its claim back), so they are taken as sent then.
 */
export class AddPushClaimLease1797200000000 implements MigrationInterface {
  name = 'AddPushClaimLease1797200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE notifications.push_deliveries RENAME COLUMN sent_at TO claimed_at',
    );
    await queryRunner.query(`
      ALTER TABLE notifications.push_deliveries
        ADD COLUMN claim_id uuid,
        ADD COLUMN sent_at timestamptz`);
    await queryRunner.query('UPDATE notifications.push_deliveries SET sent_at = claimed_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A claim never sent would read as sent: it goes, as a failed push's claim did.
    await queryRunner.query('DELETE FROM notifications.push_deliveries WHERE sent_at IS NULL');
    await queryRunner.query(`
      ALTER TABLE notifications.push_deliveries DROP COLUMN sent_at, DROP COLUMN claim_id`);
    await queryRunner.query(
      'ALTER TABLE notifications.push_deliveries RENAME COLUMN claimed_at TO sent_at',
    );
  }
}
