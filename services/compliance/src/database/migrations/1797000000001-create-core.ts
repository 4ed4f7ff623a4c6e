import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The compliance service's core: what it knows of each order (from the order events), the holds
 * on orders with each order's standing, and the append-only audit log.
 */
export class CreateCore1797000000001 implements MigrationInterface {
  name = 'CreateCore1797000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE compliance.orders (
        order_id uuid PRIMARY KEY,
        order_number text NOT NULL,
        way text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        -- Digits only, for the shared-contact rule.
        phone_digits text NOT NULL,
        -- A delivery order's address, one line, and its postcode without spaces (upper case).
        address text,
        postcode text,
        date_of_birth date,
        total_gbp numeric(14, 2) NOT NULL,
        payment_method text NOT NULL DEFAULT 'in_store',
        fulfilment text NOT NULL DEFAULT 'collect',
        -- placed, accepted, completed, cancelled.
        status text NOT NULL,
        placed_at timestamptz NOT NULL,
        completed_at timestamptz,
        cancelled_at timestamptz,
        due_diligence jsonb,
        -- The list the order was last screened against, and when; null: screening pending.
        screened_at timestamptz,
        screened_list_id uuid,
        -- Rises with every change of the order's standing (order.screened/held/cleared/frozen).
        standing_sequence integer NOT NULL DEFAULT 0,
        erased_at timestamptz
      );
      CREATE INDEX orders_email ON compliance.orders (lower(email), placed_at);
      CREATE INDEX orders_phone ON compliance.orders (phone_digits, placed_at);
      CREATE INDEX orders_postcode ON compliance.orders (postcode, placed_at) WHERE postcode IS NOT NULL;
      CREATE INDEX orders_unscreened ON compliance.orders (placed_at) WHERE screened_at IS NULL;

      CREATE TABLE compliance.holds (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES compliance.orders (order_id),
        kind text NOT NULL,
        opened_at timestamptz NOT NULL,
        closed_at timestamptz,
        matches jsonb NOT NULL DEFAULT '[]',
        case_id uuid,
        report_id uuid,
        -- cleared, confirmed, approved, rejected, released
        outcome text,
        reason text,
        decided_by jsonb,
        ofsi_reference text,
        ofsi_reported_on date
      );
      -- One open hold of a kind per order (and per report).
      CREATE UNIQUE INDEX holds_open_kind ON compliance.holds (order_id, kind, coalesce(report_id, order_id))
        WHERE closed_at IS NULL;
      CREATE INDEX holds_open ON compliance.holds (opened_at) WHERE closed_at IS NULL;

      CREATE TABLE compliance.audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        by_actor jsonb NOT NULL,
        action text NOT NULL,
        subject text NOT NULL,
        detail text
      );
      CREATE INDEX audit_log_at ON compliance.audit_log (at);

      -- Append-only: no update, delete or truncate, whoever asks (the service's own role included).
      CREATE FUNCTION compliance.audit_log_is_append_only() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'compliance.audit_log is append-only: % refused', TG_OP
            USING ERRCODE = 'insufficient_privilege';
        END $$;
      CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON compliance.audit_log
        FOR EACH ROW EXECUTE FUNCTION compliance.audit_log_is_append_only();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON compliance.audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION compliance.audit_log_is_append_only();
      REVOKE UPDATE, DELETE, TRUNCATE ON compliance.audit_log FROM PUBLIC;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE compliance.audit_log;
      DROP FUNCTION compliance.audit_log_is_append_only();
      DROP TABLE compliance.holds;
      DROP TABLE compliance.orders;
    `);
  }
}
