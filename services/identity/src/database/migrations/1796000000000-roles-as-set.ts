import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33: roles become a set. `roles` holds the granted roles (admin, compliance_officer);
 * `user` is every account's and is not stored. Existing admins keep admin.
 */
export class RolesAsSet1796000000000 implements MigrationInterface {
  name = 'RolesAsSet1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE identity.users
        ADD COLUMN roles text[] NOT NULL DEFAULT '{}'
        CHECK (roles <@ ARRAY['admin', 'compliance_officer']::text[])`);
    await queryRunner.query(`UPDATE identity.users SET roles = '{admin}' WHERE role = 'admin'`);
    await queryRunner.query('ALTER TABLE identity.users DROP COLUMN role');
    await queryRunner.query(
      `CREATE INDEX users_admins_idx ON identity.users (id) WHERE 'admin' = ANY (roles)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE identity.users ADD COLUMN role text NOT NULL DEFAULT 'user'
        CHECK (role IN ('user', 'admin'))`);
    await queryRunner.query(`UPDATE identity.users SET role = 'admin' WHERE 'admin' = ANY (roles)`);
    await queryRunner.query('DROP INDEX identity.users_admins_idx');
    await queryRunner.query('ALTER TABLE identity.users DROP COLUMN roles');
  }
}
