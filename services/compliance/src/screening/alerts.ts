import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EventPayload } from '@fx/contracts';
import { Clock, OutboxRelay, OutboxRepository, outboxEntry } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';

export type AlertKind = EventPayload<'compliance.alert'>['kind'];

/** Tells officers something now: a `compliance.alert` event through the outbox. */
@Injectable()
export class Alerts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  /** In `db`'s transaction when given (hand the result to `sent` once committed). */
  async add(db: Queryable, kind: AlertKind, message: string) {
    const entry = outboxEntry('compliance.alert', {
      kind,
      message,
      at: this.clock.now().toISOString(),
    });
    await this.outbox.add(db, entry);
    return entry;
  }

  async send(kind: AlertKind, message: string): Promise<void> {
    const entry = await this.dataSource.transaction((db) => this.add(db, kind, message));
    this.relay.committed(entry);
  }
}
