import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.outbox.written_by (issue 31): the relay of the process that wrote the event, as in every
 * service's outbox (service-kit's outboxMigration). A relay leaves another process's events of
 * the last seconds to it, so two instances never send one event twice. Null for events written
 * before: any relay may send them.
 */
export class OutboxWrittenBy1795492800000 implements MigrationInterface {
  name = 'OutboxWrittenBy1795492800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders.outbox ADD COLUMN written_by text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE orders.outbox DROP COLUMN written_by');
  }
}
