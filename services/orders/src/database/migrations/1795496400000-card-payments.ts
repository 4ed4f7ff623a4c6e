import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders paid now by card, delivered, and sold with the buy-back guarantee (issue 32).
 *
 * - status `awaiting_payment`: a card order before its card is held; pending once authorised.
 * - payment_*: what the payments service's events said (the card's brand and last four digits
 *   only), amount_due_gbp what the card is charged (currency, delivery fee, guarantee).
 * - delivery: the address, its nation, Saturday and the fee, as JSON; delivery_day the day it
 *   arrives (fixed at payment), tracking_number and dispatched_at once staff send it.
 * - buy_back: the guarantee (rules/buy-back.ts's BuyBackGuarantee with its price), buy_back_until
 *   its last day for the reminder's scan; buy_back_of the order a Click & Sell order sells back
 *   under.
 * - cancel_reason: why a cancelled order was cancelled, as the customer reads it.
 */
export class CardPayments1795496400000 implements MigrationInterface {
  name = 'CardPayments1795496400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders.orders
        DROP CONSTRAINT IF EXISTS orders_status_check,
        ADD CONSTRAINT orders_status_check CHECK (status IN
          ('awaiting_payment', 'pending', 'accepted', 'completed', 'cancelled', 'archived')),
        ADD COLUMN payment_method text NOT NULL DEFAULT 'in_store'
          CHECK (payment_method IN ('in_store', 'card')),
        ADD COLUMN payment_status text CHECK (payment_status IN ('awaiting_payment', 'authorised',
          'captured', 'released', 'refunded', 'refund_failed', 'failed', 'disputed')),
        ADD COLUMN amount_due_gbp numeric CHECK (amount_due_gbp > 0),
        ADD COLUMN card_brand text,
        ADD COLUMN card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN refunded_gbp numeric NOT NULL DEFAULT 0 CHECK (refunded_gbp >= 0),
        ADD COLUMN delivery jsonb,
        ADD COLUMN delivery_day date,
        ADD COLUMN tracking_number text,
        ADD COLUMN dispatched_at timestamptz,
        ADD COLUMN buy_back jsonb,
        ADD COLUMN buy_back_until date,
        ADD COLUMN buy_back_reminded_at timestamptz,
        ADD COLUMN buy_back_of uuid REFERENCES orders.orders (id),
        ADD COLUMN cancel_reason text,
        ADD CONSTRAINT orders_card_payment_check
          CHECK ((payment_method = 'card') = (payment_status IS NOT NULL AND amount_due_gbp IS NOT NULL)),
        ADD CONSTRAINT orders_delivery_check CHECK (delivery IS NULL OR payment_method = 'card'),
        ADD CONSTRAINT orders_buy_back_check CHECK (buy_back IS NULL OR payment_method = 'card')`);
    await queryRunner.query(
      'CREATE INDEX orders_delivery_day_idx ON orders.orders (delivery_day) WHERE delivery IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX orders_buy_back_until_idx ON orders.orders (buy_back_until) WHERE buy_back IS NOT NULL AND buy_back_reminded_at IS NULL',
    );
    await queryRunner.query(
      'CREATE INDEX orders_buy_back_of_idx ON orders.orders (buy_back_of) WHERE buy_back_of IS NOT NULL',
    );
    await queryRunner.query(
      "CREATE INDEX orders_paid_at_idx ON orders.orders (paid_at) WHERE payment_method = 'card'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM orders.orders WHERE status = 'awaiting_payment'`);
    await queryRunner.query(`
      ALTER TABLE orders.orders
        DROP COLUMN payment_method, DROP COLUMN payment_status, DROP COLUMN amount_due_gbp,
        DROP COLUMN card_brand, DROP COLUMN card_last4, DROP COLUMN paid_at, DROP COLUMN refunded_gbp,
        DROP COLUMN delivery, DROP COLUMN delivery_day, DROP COLUMN tracking_number,
        DROP COLUMN dispatched_at, DROP COLUMN buy_back, DROP COLUMN buy_back_until,
        DROP COLUMN buy_back_reminded_at, DROP COLUMN buy_back_of, DROP COLUMN cancel_reason,
        DROP CONSTRAINT orders_status_check,
        ADD CONSTRAINT orders_status_check
          CHECK (status IN ('pending', 'accepted', 'completed', 'cancelled', 'archived'))`);
  }
}
