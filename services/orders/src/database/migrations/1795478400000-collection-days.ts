import type { MigrationInterface, QueryRunner } from 'typeorm';
import { WEEKDAYS, weeklyFromLines } from '@fx/contracts';
import type { Branch } from '@fx/contracts';

/**
 * Collection days (issue 18): each branch's week, closed days and same-day cut-off, its stock of
 * each currency where staff have said something, the day an order is collected, and a key of the
 * customer's phone so that orders by the same person can be summed for the linked-order limit.
 */
export class CollectionDays1795478400000 implements MigrationInterface {
  name = 'CollectionDays1795478400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Orders placed before this time can be collected the same day; NULL: never the same day.
    await queryRunner.query(
      `ALTER TABLE orders.branches ADD COLUMN same_day_cutoff time DEFAULT '14:00'`,
    );
    // A row for each day the branch opens (London times); a day without one is closed.
    await queryRunner.query(`
      CREATE TABLE orders.branch_hours (
        branch_id text NOT NULL REFERENCES orders.branches (id),
        weekday text NOT NULL CHECK (weekday IN (${WEEKDAYS.map((day) => `'${day}'`).join(', ')})),
        opens time NOT NULL,
        closes time NOT NULL CHECK (opens < closes),
        PRIMARY KEY (branch_id, weekday)
      )`);
    await queryRunner.query(`
      CREATE TABLE orders.branch_closures (
        branch_id text NOT NULL REFERENCES orders.branches (id),
        date date NOT NULL,
        reason text NOT NULL,
        PRIMARY KEY (branch_id, date)
      )`);
    // Only the currencies staff have set: a currency without a row is in stock.
    await queryRunner.query(`
      CREATE TABLE orders.branch_stock (
        branch_id text NOT NULL REFERENCES orders.branches (id),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        status text NOT NULL CHECK (status IN ('in_stock', 'order_in', 'unavailable')),
        lead_days smallint NOT NULL CHECK (lead_days BETWEEN 0 AND 10),
        updated_at timestamptz NOT NULL,
        updated_by jsonb NOT NULL,
        PRIMARY KEY (branch_id, currency),
        CHECK ((status = 'order_in') = (lead_days > 0))
      )`);
    await this.seedWeeks(queryRunner);

    // One definition of "the same phone": digits only, +44 or 0044 (and a (0) after it) as 0.
    await queryRunner.query(`
      CREATE FUNCTION orders.phone_key(phone text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?440?', '0')`);
    await queryRunner.query(`
      ALTER TABLE orders.orders
        ADD COLUMN collection_date date,
        ADD COLUMN phone_key text GENERATED ALWAYS AS (orders.phone_key(phone)) STORED`);
    // The linked-order look-up matches lower(email) (indexed already) or the phone key.
    await queryRunner.query('CREATE INDEX orders_phone_key_idx ON orders.orders (phone_key)');
    await queryRunner.query(
      'CREATE INDEX orders_collection_idx ON orders.orders (collection_date, status)',
    );
  }

  /** Each branch's week from its opening-hours lines; a branch whose days cannot be read has none. */
  private async seedWeeks(queryRunner: QueryRunner): Promise<void> {
    const branches = (await queryRunner.query('SELECT id, hours FROM orders.branches')) as {
      id: string;
      hours: Branch['hours'];
    }[];
    for (const branch of branches) {
      const weekly = weeklyFromLines(branch.hours);
      if (!weekly) continue;
      for (const day of WEEKDAYS) {
        const hours = weekly[day];
        if (!hours) continue;
        await queryRunner.query(
          `INSERT INTO orders.branch_hours (branch_id, weekday, opens, closes)
           VALUES ($1, $2, $3, $4)`,
          [branch.id, day, hours.opens, hours.closes],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX orders.orders_collection_idx');
    await queryRunner.query('DROP INDEX orders.orders_phone_key_idx');
    await queryRunner.query(
      'ALTER TABLE orders.orders DROP COLUMN phone_key, DROP COLUMN collection_date',
    );
    await queryRunner.query('DROP FUNCTION orders.phone_key(text)');
    await queryRunner.query('DROP TABLE orders.branch_stock');
    await queryRunner.query('DROP TABLE orders.branch_closures');
    await queryRunner.query('DROP TABLE orders.branch_hours');
    await queryRunner.query('ALTER TABLE orders.branches DROP COLUMN same_day_cutoff');
  }
}
