import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The officer's work: cases (red flags, enhanced due diligence), internal suspicion reports with
 * the NCA consent clock, the alerts officers are shown, and the customers' data requests.
 */
export class CasesReports1797000000003 implements MigrationInterface {
  name = 'CasesReports1797000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE compliance.cases (
        id uuid PRIMARY KEY,
        -- red_flag, sanctions_match, enhanced_due_diligence
        kind text NOT NULL,
        -- The red-flag rule (red_flag cases only).
        rule text,
        -- Whose case: "email:a@b.c", "phone:0770...", "address:SE12QN|1 Tooley St", "order:<id>".
        subject_key text NOT NULL,
        status text NOT NULL DEFAULT 'open',
        summary text NOT NULL,
        order_ids uuid[] NOT NULL DEFAULT '{}',
        opened_at timestamptz NOT NULL,
        closed_at timestamptz,
        closed_by jsonb,
        close_reason text,
        -- Enhanced due diligence: answers, high-risk countries, linkedEur, eurRate, eurRateDay.
        edd jsonb,
        -- approved or rejected (enhanced due diligence cases).
        edd_outcome text
      );
      -- One open case per kind, rule and subject: a new order joins it.
      CREATE UNIQUE INDEX cases_open_subject ON compliance.cases (kind, coalesce(rule, ''), subject_key)
        WHERE status = 'open';
      CREATE INDEX cases_orders ON compliance.cases USING gin (order_ids);
      CREATE INDEX cases_closed ON compliance.cases (closed_at) WHERE closed_at IS NOT NULL;

      CREATE TABLE compliance.report_numbers (year integer PRIMARY KEY, last integer NOT NULL);

      CREATE TABLE compliance.suspicion_reports (
        id uuid PRIMARY KEY,
        -- SR-2026-0001
        reference text NOT NULL UNIQUE,
        -- raised, awaiting_consent, consent_refused, submitted, no_further_action
        status text NOT NULL DEFAULT 'raised',
        raised_by jsonb NOT NULL,
        raised_at timestamptz NOT NULL,
        noticed text NOT NULL,
        order_ids uuid[] NOT NULL DEFAULT '{}',
        customer_email text,
        nca_reference text,
        submitted_on date,
        consent_requested boolean,
        notice_ends_on date,
        refused_on date,
        moratorium_ends_on date,
        consent_given_on date,
        decision_reason text,
        decided_by jsonb,
        decided_at timestamptz,
        -- When the consent clock released the holds (notice passed, moratorium ended, consent given).
        released_at timestamptz
      );
      CREATE INDEX suspicion_reports_email ON compliance.suspicion_reports (lower(customer_email));
      CREATE INDEX suspicion_reports_orders ON compliance.suspicion_reports USING gin (order_ids);
      CREATE INDEX suspicion_reports_open ON compliance.suspicion_reports (status)
        WHERE status IN ('raised', 'awaiting_consent', 'consent_refused');

      CREATE TABLE compliance.alerts (
        id bigserial PRIMARY KEY,
        -- list_stale, list_refused, list_imported, case_opened, report_raised
        kind text NOT NULL,
        message text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX alerts_at ON compliance.alerts (at);

      CREATE TABLE compliance.data_requests (
        id bigserial PRIMARY KEY,
        email_sha256 text NOT NULL,
        -- export or erasure
        kind text NOT NULL,
        detail text NOT NULL,
        recorded_at timestamptz NOT NULL
      );
      CREATE INDEX data_requests_email ON compliance.data_requests (email_sha256);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE compliance.data_requests;
      DROP TABLE compliance.alerts;
      DROP TABLE compliance.suspicion_reports;
      DROP TABLE compliance.report_numbers;
      DROP TABLE compliance.cases;
    `);
  }
}
