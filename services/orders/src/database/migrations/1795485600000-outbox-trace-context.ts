import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.outbox.traceparent (issue 20): the W3C trace context of the work that wrote the event,
 * so the relay publishes it inside the same trace. Null for events written while tracing was off
 * (and for every event written before this column).
 */
export class OutboxTraceContext1795485600000 implements MigrationInterface {
  name = 'OutboxTraceContext1795485600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders.outbox ADD COLUMN traceparent text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders.outbox DROP COLUMN traceparent');
  }
}
