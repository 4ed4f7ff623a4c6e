import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, CaseKind, ComplianceCase, RedFlagRule } from '@fx/contracts';
import { DomainError, query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import { orderRefOf } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';

export interface StoredCase {
  id: string;
  kind: CaseKind;
  rule: RedFlagRule | null;
  subjectKey: string;
  status: 'open' | 'closed';
  summary: string;
  orderIds: string[];
  openedAt: Date;
  closedAt: Date | null;
  closedBy: Actor | null;
  closeReason: string | null;
  edd: ComplianceCase['edd'];
  eddOutcome: 'approved' | 'rejected' | null;
}

const COLUMNS = `id, kind, rule, subject_key AS "subjectKey", status, summary,
  order_ids::text[] AS "orderIds", opened_at AS "openedAt", closed_at AS "closedAt",
  closed_by AS "closedBy", close_reason AS "closeReason", edd, edd_outcome AS "eddOutcome"`;

export interface NewCase {
  kind: CaseKind;
  rule?: RedFlagRule | null;
  subjectKey: string;
  summary: string;
  orderIds: string[];
  edd?: ComplianceCase['edd'];
}

/** compliance.cases: one open case per kind, rule and subject; a new order joins the open one. */
@Injectable()
export class CaseStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersProjection,
  ) {}

  /** Opens the case, or adds the orders to the open one (its summary brought up to date). */
  async openOrJoin(
    db: Queryable,
    found: NewCase,
    at: Date,
  ): Promise<{ stored: StoredCase; opened: boolean }> {
    const [row] = await query<(StoredCase & { opened: boolean })[]>(
      db,
      `INSERT INTO compliance.cases AS c (id, kind, rule, subject_key, summary, order_ids, opened_at, edd)
       VALUES (:id, :kind, :rule, :subjectKey, :summary, :orderIds::uuid[], :at, :edd)
       ON CONFLICT (kind, coalesce(rule, ''), subject_key) WHERE status = 'open' DO UPDATE SET
         summary = EXCLUDED.summary,
         order_ids = ARRAY(SELECT DISTINCT unnest(c.order_ids || EXCLUDED.order_ids))
       RETURNING ${COLUMNS}, (xmax = 0) AS opened`,
      {
        id: randomUUID(),
        kind: found.kind,
        rule: found.rule ?? null,
        subjectKey: found.subjectKey,
        summary: found.summary,
        orderIds: `{${found.orderIds.join(',')}}`,
        at,
        edd: found.edd ? JSON.stringify(found.edd) : null,
      },
    );
    if (!row) throw new Error(`case ${found.kind}/${found.subjectKey} neither opened nor joined`);
    const { opened, ...stored } = row;
    return { stored, opened };
  }

  async find(id: string, db: Queryable = this.dataSource, lock = false): Promise<StoredCase> {
    const [row] = await query<StoredCase[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.cases WHERE id = :id ${lock ? 'FOR UPDATE' : ''}`,
      { id },
    );
    if (!row) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such case');
    return row;
  }

  /** Cases of a kind holding the order (any status). */
  async ofOrder(orderId: string, kind: CaseKind, db: Queryable = this.dataSource) {
    return query<StoredCase[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.cases WHERE kind = :kind AND :orderId = ANY(order_ids)`,
      { orderId, kind },
    );
  }

  /** Open cases oldest first, or the latest closed ones. */
  async list(status: 'open' | 'closed', limit = 200): Promise<StoredCase[]> {
    return query<StoredCase[]>(
      this.dataSource,
      status === 'open'
        ? `SELECT ${COLUMNS} FROM compliance.cases WHERE status = 'open' ORDER BY opened_at LIMIT :limit`
        : `SELECT ${COLUMNS} FROM compliance.cases WHERE status = 'closed' ORDER BY closed_at DESC LIMIT :limit`,
      { limit },
    );
  }

  /** Closes an open case; a closed one is COMPLIANCE_STATE_INVALID. */
  async close(
    db: Queryable,
    id: string,
    decision: { by: Actor; reason: string; at: Date; eddOutcome?: 'approved' | 'rejected' },
  ): Promise<StoredCase> {
    const found = await this.find(id, db, true);
    if (found.status !== 'open')
      throw new DomainError('COMPLIANCE_STATE_INVALID', 'This case was already closed');
    const [[row]] = await query<[StoredCase[], number]>(
      db,
      `UPDATE compliance.cases SET status = 'closed', closed_at = :at, closed_by = :by,
         close_reason = :reason, edd_outcome = :eddOutcome
       WHERE id = :id RETURNING ${COLUMNS}`,
      {
        id,
        at: decision.at,
        by: JSON.stringify(decision.by),
        reason: decision.reason,
        eddOutcome: decision.eddOutcome ?? null,
      },
    );
    if (!row) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such case');
    return row;
  }

  /** The case as officers see it, with the orders it is about (those still known). */
  async view(stored: StoredCase, db: Queryable = this.dataSource): Promise<ComplianceCase> {
    const orders = stored.orderIds.length
      ? await this.orders.where('order_id = ANY(:ids::uuid[])', { ids: stored.orderIds }, db)
      : [];
    return {
      id: stored.id,
      kind: stored.kind,
      rule: stored.rule,
      status: stored.status,
      summary: stored.summary,
      orders: orders.reverse().map(orderRefOf),
      openedAt: stored.openedAt.toISOString(),
      closedAt: stored.closedAt?.toISOString() ?? null,
      closedBy: stored.closedBy,
      closeReason: stored.closeReason,
      edd: stored.edd,
    };
  }
}
