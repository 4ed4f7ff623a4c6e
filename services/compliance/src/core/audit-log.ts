import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor } from '@fx/contracts';
import { Clock, query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';

export interface AuditEntry {
  by: Actor;
  /** What was done, in words: "viewed hold", "cleared hold", "granted compliance_officer". */
  action: string;
  /** What it was done to: "order 12345678", "hold <id>", "user a@b.c". */
  subject: string;
  detail?: string | null;
}

/**
 * The append-only audit log: every view and change of compliance data, who, when, what. The table
 * refuses updates, deletes and truncation (its triggers), so nothing here can edit it.
 */
@Injectable()
export class AuditLog {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Writes one entry, in the caller's transaction when given (a change and its record go together). */
  async write(entry: AuditEntry, db: Queryable = this.dataSource): Promise<void> {
    await query(
      db,
      `INSERT INTO compliance.audit_log (at, by_actor, action, subject, detail)
       VALUES (:at, :by, :action, :subject, :detail)`,
      {
        at: this.clock.now(),
        by: JSON.stringify(entry.by),
        action: entry.action,
        subject: entry.subject,
        detail: entry.detail ?? null,
      },
    );
  }

  async page(page: number, pageSize: number) {
    const rows = await query<
      { id: string; at: Date; by: Actor; action: string; subject: string; detail: string | null }[]
    >(
      this.dataSource,
      `SELECT id::text, at, by_actor AS "by", action, subject, detail FROM compliance.audit_log
       ORDER BY id DESC LIMIT :limit OFFSET :offset`,
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    const [count] = await query<{ total: number }[]>(
      this.dataSource,
      'SELECT count(*)::int AS total FROM compliance.audit_log',
    );
    return {
      entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      total: count?.total ?? 0,
    };
  }
}
