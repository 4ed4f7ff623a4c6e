import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: the devices customers get pushes on (personal data: in their export, gone with an
 * erasure), and one row per push sent for an event, so a redelivered event never pushes twice.
 */
export class CreatePushSubscriptions1797100000000 implements MigrationInterface {
  name = 'CreatePushSubscriptions1797100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notifications.push_subscriptions (
        id uuid PRIMARY KEY,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        firebase_uid text NOT NULL,
        label text,
        wants_alerts boolean NOT NULL,
        wants_orders boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX push_subscriptions_email_idx ON notifications.push_subscriptions (email)',
    );
    await queryRunner.query(`
      CREATE TABLE notifications.push_deliveries (
        event_id text NOT NULL,
        subscription_id uuid NOT NULL
          REFERENCES notifications.push_subscriptions (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, subscription_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notifications.push_deliveries');
    await queryRunner.query('DROP TABLE notifications.push_subscriptions');
  }
}
