import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EventPayload } from '@fx/contracts';
import { Clock, OutboxRelay, OutboxRepository, outboxEntry, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';

export type AlertKind = EventPayload<'compliance.alert'>['kind'];

/**
 * What officers must know now (the list refused, imported or stale, a case opened, a report
 * raised): stored once in compliance.alerts for the dashboard and announced once
 * (`compliance.alert`, through the outbox).
 */
@Injectable()
export class Alerts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
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

  /** Stores and announces the alert in a transaction of its own. */
  async send(kind: AlertKind, message: string): Promise<void> {
    const entry = await this.dataSource.transaction((db) => this.raise(db, kind, message));
    this.relay.committed(entry);
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
