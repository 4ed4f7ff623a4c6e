import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sanctions screening: the lists imported (one in force) with their entries, the imports refused,
 * each screening of an order, the ID records seen at collection (encrypted), and the alerts sent
 * (so one about a stale list goes out once a day).
 */
export class Screening1797000000002 implements MigrationInterface {
  name = 'Screening1797000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE compliance.sanctions_lists (
        id uuid PRIMARY KEY,
        -- uk_sanctions_list or ofsi_consolidated.
        format text NOT NULL,
        -- The list's own date (its "Report Date" or "Last Updated").
        list_date date,
        imported_at timestamptz NOT NULL,
        -- A file, a URL or "upload".
        source text NOT NULL,
        entries integer NOT NULL,
        names integer NOT NULL,
        in_force boolean NOT NULL DEFAULT false
      );
      -- One list in force at a time.
      CREATE UNIQUE INDEX sanctions_lists_in_force ON compliance.sanctions_lists (in_force) WHERE in_force;

      CREATE TABLE compliance.sanctions_entries (
        list_id uuid NOT NULL REFERENCES compliance.sanctions_lists (id) ON DELETE CASCADE,
        entry_id text NOT NULL,
        -- individual, entity or ship.
        kind text NOT NULL,
        -- Primary name first, then every alias, as written.
        names jsonb NOT NULL,
        dates_of_birth text[] NOT NULL DEFAULT '{}',
        regime text,
        PRIMARY KEY (list_id, entry_id)
      );

      CREATE TABLE compliance.sanctions_refusals (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        source text NOT NULL,
        reason text NOT NULL
      );

      CREATE TABLE compliance.screenings (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES compliance.orders (order_id),
        list_id uuid NOT NULL REFERENCES compliance.sanctions_lists (id),
        at timestamptz NOT NULL,
        -- Possible matches at or above the threshold (empty: clear).
        matches jsonb NOT NULL DEFAULT '[]'
      );
      CREATE INDEX screenings_order ON compliance.screenings (order_id, at);

      CREATE TABLE compliance.id_records (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES compliance.orders (order_id),
        document_type text NOT NULL,
        -- AES-256-GCM under ID_RECORD_KEY (iv, tag, ciphertext); only the last 4 characters plain,
        -- for the masked number.
        document_number_encrypted bytea NOT NULL,
        document_number_last4 text NOT NULL,
        issuing_country text NOT NULL,
        expiry_date date NOT NULL,
        date_of_birth_encrypted bytea NOT NULL,
        proof_of_address jsonb,
        card_name_matches boolean,
        photo_encrypted bytea,
        recorded_at timestamptz NOT NULL,
        recorded_by jsonb NOT NULL
      );
      CREATE INDEX id_records_order ON compliance.id_records (order_id, recorded_at);

      CREATE TABLE compliance.alerts_sent (
        kind text NOT NULL,
        -- The London day it was sent on.
        day date NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (kind, day)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE compliance.alerts_sent;
      DROP TABLE compliance.id_records;
      DROP TABLE compliance.screenings;
      DROP TABLE compliance.sanctions_refusals;
      DROP TABLE compliance.sanctions_entries;
      DROP TABLE compliance.sanctions_lists;
    `);
  }
}
