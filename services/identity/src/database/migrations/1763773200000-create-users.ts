import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763773200000 implements MigrationInterface {
  name = 'CreateUsers1763773200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        firebase_uid text UNIQUE,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz,
        promoted_at timestamptz,
        promoted_by text
      )`);
    // One record per e-mail, whatever its letter case.
    await queryRunner.query(
      'CREATE UNIQUE INDEX users_email_lower_key ON identity.users (lower(email))',
    );
    await queryRunner.query(
      'CREATE INDEX users_created_at_idx ON identity.users (created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.users');
  }
}
