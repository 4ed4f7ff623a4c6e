import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The London branch on High Street North: the one collection point the bureau opens with. */
const HIGH_STREET_NORTH = {
  id: 'high-street-north',
  name: 'Highstreet FX, High Street North',
  address: '112 High Street North, East Ham, London E6 2HT',
  phone: '020 7946 0112',
  hours: [
    { days: 'Monday to Saturday', opens: '09:00', closes: '18:00' },
    { days: 'Sunday', opens: '10:00', closes: '16:00' },
  ],
};

export class CreateOrders1763856000000 implements MigrationInterface {
  name = 'CreateOrders1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders.branches (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
        name text NOT NULL,
        address text NOT NULL,
        phone text NOT NULL,
        hours jsonb NOT NULL,
        active boolean NOT NULL DEFAULT true,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `INSERT INTO orders.branches (id, name, address, phone, hours) VALUES ($1, $2, $3, $4, $5)`,
      [
        HIGH_STREET_NORTH.id,
        HIGH_STREET_NORTH.name,
        HIGH_STREET_NORTH.address,
        HIGH_STREET_NORTH.phone,
        JSON.stringify(HIGH_STREET_NORTH.hours),
      ],
    );

    // Orders are never deleted: "delete" is a status (cancelled, archived), kept for AML retention.
    await queryRunner.query(`
      CREATE TABLE orders.orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_number text NOT NULL CHECK (order_number ~ '^[0-9]{8}$'),
        way text NOT NULL CHECK (way IN ('collect', 'sell')),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'accepted', 'completed', 'cancelled', 'archived')),
        branch_id text NOT NULL REFERENCES orders.branches (id),
        branch jsonb NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        total_gbp numeric NOT NULL CHECK (total_gbp > 0),
        idempotency_key text,
        request_hash text NOT NULL,
        placed_by jsonb NOT NULL,
        placed_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        completed_at timestamptz,
        cancelled_at timestamptz,
        archived_at timestamptz,
        rate_guaranteed_until timestamptz,
        CONSTRAINT orders_order_number_key UNIQUE (order_number),
        CONSTRAINT orders_idempotency_key_key UNIQUE (idempotency_key)
      )`);
    await queryRunner.query(
      'CREATE INDEX orders_status_placed_idx ON orders.orders (status, placed_at DESC, id DESC)',
    );
    await queryRunner.query('CREATE INDEX orders_placed_at_idx ON orders.orders (placed_at)');
    await queryRunner.query('CREATE INDEX orders_email_idx ON orders.orders (lower(email))');

    await queryRunner.query(`
      CREATE TABLE orders.order_lines (
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 3),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        requested_amount numeric NOT NULL,
        requested_side text NOT NULL CHECK (requested_side IN ('gbp', 'foreign')),
        shown_rate numeric NOT NULL,
        market_rate numeric NOT NULL,
        rate numeric NOT NULL CHECK (rate > 0),
        gbp numeric NOT NULL CHECK (gbp > 0),
        foreign_amount numeric NOT NULL CHECK (foreign_amount > 0),
        PRIMARY KEY (order_id, position)
      )`);

    await queryRunner.query(`
      CREATE TABLE orders.status_changes (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        from_status text,
        to_status text NOT NULL,
        at timestamptz NOT NULL,
        actor_kind text NOT NULL CHECK (actor_kind IN ('customer', 'staff', 'system')),
        actor_id text
      )`);
    await queryRunner.query(
      'CREATE INDEX status_changes_order_idx ON orders.status_changes (order_id, id)',
    );

    // The transactional outbox: an event is written with the change it announces.
    await queryRunner.query(`
      CREATE TABLE orders.outbox (
        seq bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        payload jsonb NOT NULL,
        correlation_id text NOT NULL,
        occurred_at timestamptz NOT NULL,
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(
      'CREATE INDEX outbox_unsent_idx ON orders.outbox (seq) WHERE sent_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE orders.outbox');
    await queryRunner.query('DROP TABLE orders.status_changes');
    await queryRunner.query('DROP TABLE orders.order_lines');
    await queryRunner.query('DROP TABLE orders.orders');
    await queryRunner.query('DROP TABLE orders.branches');
  }
}
