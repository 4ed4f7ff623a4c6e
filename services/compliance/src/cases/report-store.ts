import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, ReportStatus, SuspicionReport } from '@fx/contracts';
import { DomainError, assignments, query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import { orderRefOf } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';

export interface StoredReport {
  id: string;
  reference: string;
  status: ReportStatus;
  raisedBy: Actor;
  raisedAt: Date;
  noticed: string;
  orderIds: string[];
  customerEmail: string | null;
  ncaReference: string | null;
  submittedOn: string | null;
  consentRequested: boolean | null;
  noticeEndsOn: string | null;
  refusedOn: string | null;
  moratoriumEndsOn: string | null;
  consentGivenOn: string | null;
  decisionReason: string | null;
  decidedBy: Actor | null;
  decidedAt: Date | null;
}

const day = (column: string, field: string) => `to_char(${column}, 'YYYY-MM-DD') AS "${field}"`;
const COLUMNS = `id, reference, status, raised_by AS "raisedBy", raised_at AS "raisedAt", noticed,
  order_ids::text[] AS "orderIds", customer_email AS "customerEmail",
  nca_reference AS "ncaReference", ${day('submitted_on', 'submittedOn')},
  consent_requested AS "consentRequested", ${day('notice_ends_on', 'noticeEndsOn')},
  ${day('refused_on', 'refusedOn')}, ${day('moratorium_ends_on', 'moratoriumEndsOn')},
  ${day('consent_given_on', 'consentGivenOn')}, decision_reason AS "decisionReason",
  decided_by AS "decidedBy", decided_at AS "decidedAt"`;

/** The statuses in which a report is still open: a legal hold on the customer's data. */
export const OPEN_REPORT_STATUSES: ReportStatus[] = [
  'raised',
  'awaiting_consent',
  'consent_refused',
];

const CHANGES = {
  status: 'status',
  ncaReference: 'nca_reference',
  submittedOn: 'submitted_on',
  consentRequested: 'consent_requested',
  noticeEndsOn: 'notice_ends_on',
  refusedOn: 'refused_on',
  moratoriumEndsOn: 'moratorium_ends_on',
  consentGivenOn: 'consent_given_on',
  decisionReason: 'decision_reason',
  decidedBy: 'decided_by',
  decidedAt: 'decided_at',
  releasedAt: 'released_at',
} as const;
export type ReportChange = Partial<Record<keyof typeof CHANGES, unknown>>;

/** compliance.suspicion_reports, numbered SR-<year>-0001 within each year. */
@Injectable()
export class ReportStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersProjection,
  ) {}

  async insert(
    db: Queryable,
    report: {
      raisedBy: Actor;
      raisedAt: Date;
      year: number;
      noticed: string;
      orderIds: string[];
      customerEmail: string | null;
    },
  ): Promise<StoredReport> {
    const [numbered] = await query<{ last: number }[]>(
      db,
      `INSERT INTO compliance.report_numbers AS n (year, last) VALUES (:year, 1)
       ON CONFLICT (year) DO UPDATE SET last = n.last + 1 RETURNING last`,
      { year: report.year },
    );
    const reference = `SR-${report.year}-${String(numbered!.last).padStart(4, '0')}`;
    const [row] = await query<StoredReport[]>(
      db,
      `INSERT INTO compliance.suspicion_reports
         (id, reference, raised_by, raised_at, noticed, order_ids, customer_email)
       VALUES (:id, :reference, :raisedBy, :raisedAt, :noticed, :orderIds::uuid[], :customerEmail)
       RETURNING ${COLUMNS}`,
      {
        id: randomUUID(),
        reference,
        raisedBy: JSON.stringify(report.raisedBy),
        raisedAt: report.raisedAt,
        noticed: report.noticed,
        orderIds: report.orderIds,
        customerEmail: report.customerEmail,
      },
    );
    return row!;
  }

  async find(id: string, db: Queryable = this.dataSource, lock = false): Promise<StoredReport> {
    const [row] = await query<StoredReport[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.suspicion_reports WHERE id = :id ${lock ? 'FOR UPDATE' : ''}`,
      { id },
    );
    if (!row) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such report');
    return row;
  }

  async update(db: Queryable, id: string, change: ReportChange): Promise<StoredReport> {
    const set = assignments(CHANGES, {
      ...change,
      decidedBy: change.decidedBy === undefined ? undefined : JSON.stringify(change.decidedBy),
    });
    const [[row]] = await query<[StoredReport[], number]>(
      db,
      `UPDATE compliance.suspicion_reports SET ${set.text} WHERE id = :id RETURNING ${COLUMNS}`,
      { ...set.params, id },
    );
    if (!row) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such report');
    return row;
  }

  /** Open reports (raised, awaiting consent, refused) oldest first, or the latest closed ones. */
  async list(status: 'open' | 'closed', limit = 200): Promise<StoredReport[]> {
    return query<StoredReport[]>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM compliance.suspicion_reports
       WHERE (status = ANY(:open::text[])) = :wantOpen
       ORDER BY ${status === 'open' ? 'raised_at' : 'coalesce(decided_at, raised_at) DESC'} LIMIT :limit`,
      { open: OPEN_REPORT_STATUSES, wantOpen: status === 'open', limit },
    );
  }

  /** Reports awaiting consent or in the moratorium, for the consent clock's sweep. */
  async onTheClock(db: Queryable): Promise<StoredReport[]> {
    return query<StoredReport[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.suspicion_reports
       WHERE status IN ('awaiting_consent', 'consent_refused') ORDER BY raised_at FOR UPDATE SKIP LOCKED`,
    );
  }

  /**
   * The open reports about a customer, locked (before any of their orders, as a decision does):
   * those naming the e-mail, or one of the customer's orders.
   */
  async openAboutCustomer(db: Queryable, email: string): Promise<StoredReport[]> {
    return query<StoredReport[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.suspicion_reports r
       WHERE status = ANY(:open::text[]) AND :email <> ''
         AND (lower(trim(coalesce(customer_email, ''))) = :email
           OR EXISTS (SELECT 1 FROM compliance.orders o
             WHERE o.order_id = ANY(r.order_ids) AND lower(trim(o.email)) = :email))
       ORDER BY raised_at FOR SHARE OF r`,
      { open: OPEN_REPORT_STATUSES, email: email.trim().toLowerCase() },
    );
  }

  /** The orders a report is about: those it names, and every order of its customer's e-mail. */
  async ordersOf(report: StoredReport, db: Queryable = this.dataSource) {
    return this.orders.where(
      `o.order_id = ANY(:ids::uuid[]) OR (:email <> '' AND lower(o.email) = lower(:email))`,
      { ids: report.orderIds, email: report.customerEmail ?? '' },
      db,
    );
  }

  async view(report: StoredReport, db: Queryable = this.dataSource): Promise<SuspicionReport> {
    const orders = await this.ordersOf(report, db);
    return {
      id: report.id,
      reference: report.reference,
      status: report.status,
      raisedBy: report.raisedBy,
      raisedAt: report.raisedAt.toISOString(),
      noticed: report.noticed,
      orders: orders.map(orderRefOf),
      customerEmail: report.customerEmail,
      nca:
        report.ncaReference && report.submittedOn
          ? {
              reference: report.ncaReference,
              submittedOn: report.submittedOn,
              consentRequested: !!report.consentRequested,
              noticeEndsOn: report.noticeEndsOn,
              refusedOn: report.refusedOn,
              moratoriumEndsOn: report.moratoriumEndsOn,
              consentGivenOn: report.consentGivenOn,
            }
          : null,
      decision:
        report.decisionReason && report.decidedBy && report.decidedAt
          ? {
              reason: report.decisionReason,
              by: report.decidedBy,
              at: report.decidedAt.toISOString(),
            }
          : null,
    };
  }
}
