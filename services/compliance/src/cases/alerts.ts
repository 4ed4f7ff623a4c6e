import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock, OutboxRepository, outboxEntry, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';

export type AlertKind = 'case_opened' | 'report_raised';

/** What officers must know now: kept for the dashboard and announced (compliance.alert). */
@Injectable()
export class Alerts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  /** Stores and announces the alert in `db`'s transaction; hand the entry to the relay once committed. */
  async raise(db: Queryable, kind: AlertKind, message: string): Promise<OutboxEntry> {
    const at = this.clock.now();
    await query(
      db,
      'INSERT INTO compliance.alerts (kind, message, at) VALUES (:kind, :message, :at)',
      { kind, message, at },
    );
    const entry = outboxEntry('compliance.alert', { kind, message, at: at.toISOString() });
    await this.outbox.add(db, entry);
    return entry;
  }

  /** The latest alerts, newest first. */
  async latest(limit = 20) {
    const rows = await query<{ kind: string; message: string; at: Date }[]>(
      this.dataSource,
      'SELECT kind, message, at FROM compliance.alerts ORDER BY at DESC, id DESC LIMIT :limit',
      { limit },
    );
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  }
}
