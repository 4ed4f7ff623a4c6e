import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments schema (issue 32): one payment per order, every provider event kept by its id
 * (each handled once), and the refunds with their idempotency keys (each issued once).
 */
export class CreatePayments1796200000000 implements MigrationInterface {
  name = 'CreatePayments1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payments.payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL UNIQUE,
        provider_checkout_id text NOT NULL UNIQUE,
        checkout_url text NOT NULL,
        expires_at timestamptz NOT NULL,
        payment_intent_id text UNIQUE,
        amount_pence bigint NOT NULL CHECK (amount_pence > 0),
        refunded_pence bigint NOT NULL DEFAULT 0 CHECK (refunded_pence >= 0),
        status text NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment',
          'authorised', 'captured', 'released', 'refunded', 'refund_failed', 'failed')),
        card_brand text,
        card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
        card_funding text CHECK (card_funding IN ('debit', 'credit', 'prepaid', 'unknown')),
        failure text,
        customer_email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        authorised_at timestamptz,
        captured_at timestamptz,
        closed_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE payments.provider_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        payment_id uuid REFERENCES payments.payments (id),
        received_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        payload jsonb NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX provider_events_received_at_idx ON payments.provider_events (received_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE payments.refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL REFERENCES payments.payments (id),
        idempotency_key text NOT NULL UNIQUE,
        provider_refund_id text UNIQUE,
        amount_pence bigint NOT NULL CHECK (amount_pence > 0),
        status text NOT NULL DEFAULT 'requested'
          CHECK (status IN ('requested', 'pending', 'succeeded', 'failed')),
        failure_reason text,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX refunds_payment_idx ON payments.refunds (payment_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payments.refunds');
    await queryRunner.query('DROP TABLE payments.provider_events');
    await queryRunner.query('DROP TABLE payments.payments');
  }
}
