import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Creates `<schema>.outbox`: an event is written there with the change it announces, and the
 * relay publishes it. The table as the relay reads it since issue 31; a later change to it is a
 * new migration, never an edit of this one, which applied migrations keep running.
 */
async function createOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE ${schema}.outbox (
      seq bigserial PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      type text NOT NULL,
      payload jsonb NOT NULL,
      correlation_id text NOT NULL,
      occurred_at timestamptz NOT NULL,
      traceparent text,
      written_by text,
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    )`);
  await queryRunner.query(
    `CREATE INDEX outbox_unsent_idx ON ${schema}.outbox (seq) WHERE sent_at IS NULL`,
  );
}

/**
 * The migration that gives a service its outbox (`CreateOutbox<timestamp>`), for its list of
 * migrations: `export const CreateOutbox1795496400000 = outboxMigration('rates', 1795496400000)`.
 */
export function outboxMigration(schema: string, timestamp: number): new () => MigrationInterface {
  return class CreateOutbox implements MigrationInterface {
    name = `CreateOutbox${timestamp}`;

    up(queryRunner: QueryRunner): Promise<void> {
      return createOutboxTable(queryRunner, schema);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE ${schema}.outbox`);
    }
  };
}
