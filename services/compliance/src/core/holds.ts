import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  Actor,
  ComplianceStatus,
  Hold,
  HoldKind,
  OrderCompliance,
  SanctionsMatch,
} from '@fx/contracts';
import { Clock, DomainError, OutboxRepository, outboxEntry, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { OrdersProjection } from './orders-projection';
import type { KnownOrder } from './orders-projection';

export type HoldOutcome = NonNullable<Hold['decision']>['outcome'];

export interface StoredHold {
  id: string;
  orderId: string;
  kind: HoldKind;
  openedAt: Date;
  closedAt: Date | null;
  matches: SanctionsMatch[];
  caseId: string | null;
  reportId: string | null;
  outcome: HoldOutcome | null;
  reason: string | null;
  decidedBy: Actor | null;
  ofsiReference: string | null;
  ofsiReportedOn: string | null;
}

export interface HoldDecision {
  outcome: HoldOutcome;
  reason: string;
  by: Actor;
  ofsiReference?: string;
  ofsiReportedOn?: string;
}

/** A hold of the order, and the order's standing sequence just raised (Holds.announce). */
type HoldWithSequence = Pick<StoredHold, 'id' | 'kind' | 'closedAt' | 'outcome'> & {
  sequence: number;
};

/** Why the standing is announced: which event says it. */
export type StandingCause = 'screened' | 'held' | 'cleared' | 'frozen';
const EVENT_OF = {
  screened: 'order.screened',
  held: 'order.held',
  cleared: 'order.cleared',
  frozen: 'order.frozen',
} as const;

const COLUMNS = `id, order_id AS "orderId", kind, opened_at AS "openedAt", closed_at AS "closedAt",
  matches, case_id AS "caseId", report_id AS "reportId", outcome, reason,
  decided_by AS "decidedBy", ofsi_reference AS "ofsiReference",
  to_char(ofsi_reported_on, 'YYYY-MM-DD') AS "ofsiReportedOn"`;

/**
 * Holds on orders, and each order's standing with compliance, announced (order.screened, .held,
 * .cleared, .frozen) in the transaction of the change with a rising sequence. Staff accept only
 * a clear order: screened, with no open hold, never frozen.
 */
@Injectable()
export class Holds {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly orders: OrdersProjection,
    private readonly clock: Clock,
  ) {}

  transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }

  /** Opens a hold of `kind` on the order, or finds the open one (one per kind, per report). */
  async open(
    db: Queryable,
    hold: {
      orderId: string;
      kind: HoldKind;
      matches?: SanctionsMatch[];
      caseId?: string | null;
      reportId?: string | null;
    },
  ): Promise<{ hold: StoredHold; opened: boolean }> {
    const [inserted] = await query<StoredHold[]>(
      db,
      `INSERT INTO compliance.holds (id, order_id, kind, opened_at, matches, case_id, report_id)
       VALUES (:id, :orderId, :kind, :at, :matches, :caseId, :reportId)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      {
        id: randomUUID(),
        orderId: hold.orderId,
        kind: hold.kind,
        at: this.clock.now(),
        matches: JSON.stringify(hold.matches ?? []),
        caseId: hold.caseId ?? null,
        reportId: hold.reportId ?? null,
      },
    );
    if (inserted) return { hold: inserted, opened: true };
    const [open] = await query<StoredHold[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.holds WHERE order_id = :orderId AND kind = :kind
         AND closed_at IS NULL AND report_id IS NOT DISTINCT FROM :reportId`,
      { orderId: hold.orderId, kind: hold.kind, reportId: hold.reportId ?? null },
    );
    if (!open) throw new Error(`hold of ${hold.kind} on ${hold.orderId}: neither opened nor found`);
    return { hold: open, opened: false };
  }

  /** Closes an open hold with the officer's decision; a decided hold is COMPLIANCE_STATE_INVALID. */
  async close(db: Queryable, holdId: string, decision: HoldDecision): Promise<StoredHold> {
    const hold = await this.find(holdId, db, true);
    if (hold.closedAt)
      throw new DomainError('COMPLIANCE_STATE_INVALID', 'This hold was already decided');
    // An UPDATE's RETURNING comes back as [rows, count].
    const [[closed]] = await query<[StoredHold[], number]>(
      db,
      `UPDATE compliance.holds SET closed_at = :at, outcome = :outcome, reason = :reason,
         decided_by = :by, ofsi_reference = :ofsiReference, ofsi_reported_on = :ofsiReportedOn
       WHERE id = :id RETURNING ${COLUMNS}`,
      {
        id: holdId,
        at: this.clock.now(),
        outcome: decision.outcome,
        reason: decision.reason,
        by: JSON.stringify(decision.by),
        ofsiReference: decision.ofsiReference ?? null,
        ofsiReportedOn: decision.ofsiReportedOn ?? null,
      },
    );
    if (!closed) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such hold');
    return closed;
  }

  async find(id: string, db: Queryable = this.dataSource, lock = false): Promise<StoredHold> {
    const [hold] = await query<StoredHold[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.holds WHERE id = :id ${lock ? 'FOR UPDATE' : ''}`,
      { id },
    );
    if (!hold) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such hold');
    return hold;
  }

  async ofOrder(orderId: string, db: Queryable = this.dataSource): Promise<StoredHold[]> {
    return query<StoredHold[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.holds WHERE order_id = :orderId ORDER BY opened_at`,
      { orderId },
    );
  }

  /** Open holds oldest first, or the latest closed ones. */
  async list(status: 'open' | 'closed', limit = 200): Promise<StoredHold[]> {
    return query<StoredHold[]>(
      this.dataSource,
      status === 'open'
        ? `SELECT ${COLUMNS} FROM compliance.holds WHERE closed_at IS NULL ORDER BY opened_at LIMIT :limit`
        : `SELECT ${COLUMNS} FROM compliance.holds WHERE closed_at IS NOT NULL ORDER BY closed_at DESC LIMIT :limit`,
      { limit },
    );
  }

  /**
   * The order's standing now: frozen, held, pending (never screened) or clear. `known`: the order
   * as it stands in `db`'s transaction, when the caller has it (it is not read again).
   */
  async standing(orderId: string, db: Queryable = this.dataSource, known?: KnownOrder) {
    const order = known ?? (await this.orders.find(orderId, db));
    if (!order) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such order');
    const holds = await this.ofOrder(orderId, db);
    return {
      order,
      status: standingOf(order, holds),
      open: holds.filter((hold) => !hold.closedAt),
    };
  }

  /**
   * Writes the order's standing to the outbox in `db`'s transaction, its sequence one higher than
   * the last; hand the entry to the relay once committed. `locked`: the order as it stands now,
   * its row held by `db`'s transaction already (then neither locked nor read again).
   */
  async announce(
    db: Queryable,
    orderId: string,
    cause: StandingCause,
    locked?: KnownOrder,
  ): Promise<OutboxEntry> {
    const order = locked ?? (await this.orders.find(orderId, db, true));
    if (!order) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such order');
    // The sequence raised and the order's holds read in one statement: one row per hold, or one
    // with no hold.
    const rows = await query<HoldWithSequence[]>(
      db,
      `WITH bumped AS (
         UPDATE compliance.orders SET standing_sequence = standing_sequence + 1
         WHERE order_id = :orderId RETURNING standing_sequence)
       SELECT b.standing_sequence AS sequence, h.id, h.kind, h.closed_at AS "closedAt", h.outcome
       FROM bumped b LEFT JOIN compliance.holds h ON h.order_id = :orderId
       ORDER BY h.opened_at`,
      { orderId },
    );
    const holds = rows.filter((row) => row.id !== null);
    const status = standingOf(order, holds);
    const open = holds.filter((hold) => !hold.closedAt);
    const payload: OrderCompliance = {
      orderId,
      orderNumber: order.orderNumber,
      status,
      holds: open.map((hold) => ({ id: hold.id, kind: hold.kind })),
      sequence: rows[0]?.sequence ?? 1,
      at: this.clock.now().toISOString(),
    };
    const entry = outboxEntry(EVENT_OF[status === 'frozen' ? 'frozen' : cause], payload);
    await this.outbox.add(db, entry);
    return entry;
  }
}

/** An order's standing: frozen, held, pending (never screened) or clear. */
function standingOf(
  order: KnownOrder,
  holds: Pick<StoredHold, 'closedAt' | 'outcome'>[],
): ComplianceStatus {
  if (holds.some((hold) => hold.outcome === 'confirmed')) return 'frozen';
  if (holds.some((hold) => !hold.closedAt)) return 'held';
  return order.screenedAt ? 'clear' : 'pending';
}

/** A hold as officers see it, with the order it is on. */
export function toHoldView(hold: StoredHold, order: KnownOrder): Hold {
  return {
    id: hold.id,
    kind: hold.kind,
    order: orderRefOf(order),
    openedAt: hold.openedAt.toISOString(),
    closedAt: hold.closedAt?.toISOString() ?? null,
    matches: hold.matches,
    caseId: hold.caseId,
    reportId: hold.reportId,
    decision:
      hold.outcome && hold.decidedBy && hold.closedAt
        ? {
            outcome: hold.outcome,
            reason: hold.reason ?? '',
            by: hold.decidedBy,
            at: hold.closedAt.toISOString(),
            ofsiReference: hold.ofsiReference,
            ofsiReportedOn: hold.ofsiReportedOn,
          }
        : null,
  };
}

export function orderRefOf(order: KnownOrder) {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    email: order.email,
    totalGbp: order.totalGbp,
    placedAt: order.placedAt.toISOString(),
  };
}
