import type { MigrationInterface, QueryRunner } from 'typeorm';

const FUNCTION = 'orders.linked_total_gbp(text, text, text[], int, timestamptz)';

/**
 * orders.linked_total_gbp plans its look-up for each call (issue 37). PL/pgSQL keeps a session's
 * plan of the query once it has run it five times; a session that did so while orders.orders was
 * small kept a sequential scan as the table grew: in the benchmark, calls of 1-10 ms reading every
 * order where the indexes on lower(email) and phone_key answer in under 0.1 ms (PostgreSQL's
 * auto_explain showed both). Planning each call costs a few hundredths of a millisecond.
 */
export class LinkedTotalCustomPlans1795503600000 implements MigrationInterface {
  name = 'LinkedTotalCustomPlans1795503600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION ${FUNCTION} SET plan_cache_mode = force_custom_plan`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION ${FUNCTION} RESET plan_cache_mode`);
  }
}
