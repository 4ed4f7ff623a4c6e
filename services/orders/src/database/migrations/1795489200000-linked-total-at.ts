import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.linked_total_gbp takes the instant the window ends at (issue 30): the order's own
 * placed_at, from the service's clock, instead of the database's now(), so the linked-order window
 * and the collection day are read at one instant, the one a test sets with FX_TEST_NOW. The
 * four-argument function stays for instances still running the code before this one during a
 * deploy; a later migration drops it.
 */
export class LinkedTotalAt1795489200000 implements MigrationInterface {
  name = 'LinkedTotalAt1795489200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION orders.linked_total_gbp(customer_email text, customer_phone text,
                                              statuses text[], window_days int,
                                              window_end timestamptz)
        RETURNS numeric LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(
          hashtextextended('orders.linked.email:' || lower(customer_email), 0));
        PERFORM pg_advisory_xact_lock(
          hashtextextended('orders.linked.phone:' || orders.phone_key(customer_phone), 0));
        RETURN (SELECT COALESCE(sum(o.total_gbp), 0)
                  FROM orders.orders o
                 WHERE (lower(o.email) = lower(customer_email)
                        OR o.phone_key = orders.phone_key(customer_phone))
                   AND o.status = ANY(statuses)
                   AND o.placed_at > window_end - make_interval(days => window_days));
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION orders.linked_total_gbp(text, text, text[], int, timestamptz)',
    );
  }
}
