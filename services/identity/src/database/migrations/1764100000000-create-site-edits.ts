import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site details staff change from the dashboard, and every change with who made it. */
export class CreateSiteEdits1764100000000 implements MigrationInterface {
  name = 'CreateSiteEdits1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per field staff have set; a null value hides that link.
    await queryRunner.query(`
      CREATE TABLE identity.site_edits (
        field text PRIMARY KEY
          CHECK (field IN ('tagline', 'facebook', 'instagram', 'x', 'moneyTransfersUrl')),
        value text,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The audit trail: never updated, never deleted.
    await queryRunner.query(`
      CREATE TABLE identity.site_changes (
        id bigserial PRIMARY KEY,
        field text NOT NULL,
        old_value text,
        new_value text,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX site_changes_changed_at_idx ON identity.site_changes (changed_at DESC, id DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.site_changes');
    await queryRunner.query('DROP TABLE identity.site_edits');
  }
}
