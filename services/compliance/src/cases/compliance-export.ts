import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CSV_FORMULA_PREFIXES } from '@fx/contracts';
import type { Actor } from '@fx/contracts';
import { DomainError, query } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';

/** One CSV cell: a formula-looking start neutralised with a single quote, then RFC 4180 quoting. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (CSV_FORMULA_PREFIXES.some((prefix) => text.startsWith(prefix))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(rows: (string | number | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const HEADER = [
  'record',
  'at',
  'order_number',
  'customer',
  'amount_gbp',
  'what',
  'outcome',
  'reason',
  'by',
];

type Row = Record<(typeof HEADER)[number], string | null | Date>;

/** Within the London days from..to (inclusive), for a column. */
const within = (column: string) =>
  `${column} >= (:from::date::timestamp AT TIME ZONE 'Europe/London')
   AND ${column} < ((:to::date + 1)::timestamp AT TIME ZONE 'Europe/London')`;
const actorText = `coalesce(%s->>'kind', '') || coalesce(' ' || (%s->>'id'), '')`;
const actor = (column: string) => actorText.replaceAll('%s', column);

/**
 * The CSV for an HMRC visit, for a date range: orders at or above the house threshold, holds
 * opened, and the officer's decisions (cases closed, holds decided, reports decided).
 */
@Injectable()
export class ComplianceExport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async export(from: string, to: string, by: Actor) {
    if (to < from)
      throw new DomainError('VALIDATION_FAILED', 'The request is not valid', [
        { field: 'to', message: 'must be on or after from' },
      ]);
    const params = { from, to };
    const rows = await query<Row[]>(
      this.dataSource,
      `SELECT 'order' AS record, o.placed_at AS at, o.order_number, trim(o.first_name || ' ' || o.last_name) AS customer,
         o.total_gbp::text AS amount_gbp, 'due diligence ' || (o.due_diligence->>'level') AS what,
         o.status AS outcome, NULL AS reason, NULL AS by
       FROM compliance.orders o
       WHERE o.due_diligence->>'level' IN ('id', 'enhanced') AND ${within('o.placed_at')}
       UNION ALL
       SELECT 'hold', h.opened_at, o.order_number, trim(o.first_name || ' ' || o.last_name),
         o.total_gbp::text, 'hold opened: ' || h.kind, NULL, NULL, NULL
       FROM compliance.holds h JOIN compliance.orders o USING (order_id)
       WHERE ${within('h.opened_at')}
       UNION ALL
       SELECT 'hold decision', h.closed_at, o.order_number, trim(o.first_name || ' ' || o.last_name),
         o.total_gbp::text, 'hold: ' || h.kind, h.outcome, h.reason, ${actor('h.decided_by')}
       FROM compliance.holds h JOIN compliance.orders o USING (order_id)
       WHERE h.closed_at IS NOT NULL AND ${within('h.closed_at')}
       UNION ALL
       SELECT 'case decision', c.closed_at, NULL, NULL, NULL,
         c.kind || coalesce(' (' || c.rule || ')', '') || ': ' || c.summary,
         coalesce(c.edd_outcome, 'closed'), c.close_reason, ${actor('c.closed_by')}
       FROM compliance.cases c WHERE c.closed_at IS NOT NULL AND ${within('c.closed_at')}
       UNION ALL
       SELECT 'report decision', r.decided_at, NULL, NULL, NULL,
         'suspicion report ' || r.reference || coalesce(' NCA ' || r.nca_reference, ''),
         r.status, r.decision_reason, ${actor('r.decided_by')}
       FROM compliance.suspicion_reports r
       WHERE r.decided_at IS NOT NULL AND ${within('r.decided_at')}
       ORDER BY at`,
      params,
    );
    const csv = csvOf([
      HEADER,
      ...rows.map((row) =>
        HEADER.map((column) => {
          const value = row[column];
          return value instanceof Date ? value.toISOString() : value;
        }),
      ),
    ]);
    await this.audit.write({
      by,
      action: 'exported compliance records',
      subject: `${from} to ${to}`,
      detail: `${rows.length} rows`,
    });
    return { filename: `compliance-${from}-to-${to}.csv`, csv };
  }
}
