import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.linked_total_gbp (issue 19): takes the customer's locks (their e-mail, then their phone
 * key: transaction-scoped advisory locks, always in that order, so two orders cannot wait for each
 * other), then sums their linked orders over the window. A VOLATILE function reads with a snapshot
 * of its own, taken once the locks are held, so it sees every order of theirs committed while it
 * waited; the statement placing an order calls it and inserts in one round trip, its own
 * transaction holding the locks until it commits.
 */
export class LinkedTotalFunction1795482000000 implements MigrationInterface {
  name = 'LinkedTotalFunction1795482000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION orders.linked_total_gbp(customer_email text, customer_phone text,
                                              statuses text[], window_days int)
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
                   AND o.placed_at > now() - make_interval(days => window_days));
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION orders.linked_total_gbp(text, text, text[], int)');
  }
}
