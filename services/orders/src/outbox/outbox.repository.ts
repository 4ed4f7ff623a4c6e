import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { EVENT_SCHEMAS } from '@fx/contracts';
import type { EventPayload, EventType } from '@fx/contracts';
import { correlationIdOrNew } from '@fx/service-kit';

export interface OutboxRow {
  seq: string;
  eventId: string;
  type: EventType;
  payload: unknown;
  correlationId: string;
  occurredAt: Date;
}

/** An event as the outbox stores it, ready to be written with the change that caused it. */
export interface OutboxEntry {
  eventId: string;
  type: EventType;
  /** JSON, checked against the event's schema. */
  payload: string;
  correlationId: string;
  occurredAt: Date;
}

export function outboxEntry<K extends EventType>(
  type: K,
  payload: EventPayload<K>,
  occurredAt: Date,
): OutboxEntry {
  return {
    eventId: randomUUID(),
    type,
    payload: JSON.stringify(EVENT_SCHEMAS[type].parse(payload)),
    correlationId: correlationIdOrNew(),
    occurredAt,
  };
}

export interface OutboxBacklog {
  unsent: number;
  oldestUnsentAt: Date | null;
}

/** The outbox table: events written in the transaction of the change, sent later by the relay. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes an event in the caller's transaction; its payload is checked against its schema now. */
  async add<K extends EventType>(
    manager: EntityManager,
    type: K,
    payload: EventPayload<K>,
    occurredAt: Date,
  ): Promise<void> {
    const entry = outboxEntry(type, payload, occurredAt);
    await manager.query(
      `INSERT INTO orders.outbox (event_id, type, payload, correlation_id, occurred_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [entry.eventId, entry.type, entry.payload, entry.correlationId, entry.occurredAt],
    );
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The oldest unsent events, locked for this transaction; rows another relay holds are skipped,
   * so instances share the work without sending an event twice.
   */
  async lockUnsent(manager: EntityManager, limit: number): Promise<OutboxRow[]> {
    const rows: {
      seq: string;
      event_id: string;
      type: EventType;
      payload: unknown;
      correlation_id: string;
      occurred_at: Date;
    }[] = await manager.query(
      `SELECT seq, event_id, type, payload, correlation_id, occurred_at
         FROM orders.outbox
        WHERE sent_at IS NULL
        ORDER BY seq
        LIMIT $1
        FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    return rows.map((row) => ({
      seq: row.seq,
      eventId: row.event_id,
      type: row.type,
      payload: row.payload,
      correlationId: row.correlation_id,
      occurredAt: row.occurred_at,
    }));
  }

  async markSent(manager: EntityManager, seqs: readonly string[]): Promise<void> {
    if (seqs.length === 0) return;
    await manager.query(
      `UPDATE orders.outbox SET sent_at = now(), attempts = attempts + 1 WHERE seq = ANY($1::bigint[])`,
      [seqs],
    );
  }

  async markFailed(manager: EntityManager, seq: string, reason: string): Promise<void> {
    await manager.query(
      `UPDATE orders.outbox SET attempts = attempts + 1, last_error = $2 WHERE seq = $1`,
      [seq, reason.slice(0, 500)],
    );
  }

  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.dataSource.query<{ unsent: number; oldest: Date | null }[]>(
      `SELECT count(*)::int AS unsent, min(occurred_at) AS oldest
         FROM orders.outbox WHERE sent_at IS NULL`,
    );
    return { unsent: row?.unsent ?? 0, oldestUnsentAt: row?.oldest ?? null };
  }
}
