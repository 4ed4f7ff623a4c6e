import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_SCHEMAS } from '@fx/contracts';
import type { EventPayload, EventType } from '@fx/contracts';
import { correlationIdOrNew, currentTraceparent, query } from '@fx/service-kit';
import type { Queryable, SqlPart } from '@fx/service-kit';

export interface OutboxRow {
  seq: string;
  eventId: string;
  type: EventType;
  payload: unknown;
  correlationId: string;
  occurredAt: Date;
  /** The trace the event was written in (W3C traceparent); null while tracing was off. */
  traceparent: string | null;
}

/** An event as the outbox stores it, ready to be written with the change that caused it. */
export interface OutboxEntry {
  eventId: string;
  type: EventType;
  /** JSON, checked against the event's schema. */
  payload: string;
  correlationId: string;
  /**
   * When the row was written, on the machine's clock (not the services' Clock, which a test may
   * set): the relay's ages and the backlog's health measure it with Date.now() and the database's
   * now(). The payload carries the business time (placedAt, acceptedAt, ...).
   */
  occurredAt: Date;
  /** The trace of the work writing it, continued when the relay publishes it. */
  traceparent: string | null;
}

export function outboxEntry<K extends EventType>(type: K, payload: EventPayload<K>): OutboxEntry {
  return {
    eventId: randomUUID(),
    type,
    payload: JSON.stringify(EVENT_SCHEMAS[type].parse(payload)),
    correlationId: correlationIdOrNew(),
    occurredAt: new Date(),
    traceparent: currentTraceparent() ?? null,
  };
}

export interface OutboxBacklog {
  unsent: number;
  oldestUnsentAt: Date | null;
}

/** What the sender did with a batch: the rows the broker confirmed, and the first it did not. */
export interface SendOutcome {
  sent: readonly string[];
  failed?: { seq: string; reason: string };
}

const COLUMNS = 'event_id, type, payload, correlation_id, occurred_at, traceparent';
const VALUES =
  ':eventId, :eventType, :eventPayload, :eventCorrelationId, :eventOccurredAt, :eventTraceparent';

function entryParams(entry: OutboxEntry) {
  return {
    eventId: entry.eventId,
    eventType: entry.type,
    eventPayload: entry.payload,
    eventCorrelationId: entry.correlationId,
    eventOccurredAt: entry.occurredAt,
    eventTraceparent: entry.traceparent,
  };
}

/**
 * The outbox table, and all the SQL that touches it: events are written in the transaction of the
 * change that caused them, and sent later by the relay.
 */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes an event in the caller's transaction. */
  async add(transaction: Queryable, entry: OutboxEntry): Promise<void> {
    await query(
      transaction,
      `INSERT INTO orders.outbox (${COLUMNS}) VALUES (${VALUES})`,
      entryParams(entry),
    );
  }

  /**
   * The same insert as part of a larger statement: writes the event once for each row of
   * `source` (a name the statement defines), so a change and its event take one round trip.
   * Its parameters are named event*.
   */
  addPart(source: string, entry: OutboxEntry): SqlPart {
    return {
      text: `INSERT INTO orders.outbox (${COLUMNS}) SELECT ${VALUES} FROM ${source}`,
      params: entryParams(entry),
    };
  }

  /**
   * In one transaction: locks the oldest unsent events written at least `minAgeMs` ago (rows
   * another relay holds are skipped, so instances share the work without sending an event twice),
   * hands them to `send`, and marks each one sent or failed as `send` reports.
   */
  sendOldest(
    limit: number,
    minAgeMs: number,
    send: (rows: OutboxRow[]) => Promise<SendOutcome>,
  ): Promise<SendOutcome> {
    return this.dataSource.transaction(async (transaction) => {
      const rows = await this.lockUnsent(transaction, limit, minAgeMs);
      if (rows.length === 0) return { sent: [] };
      const outcome = await send(rows);
      await this.markSent(transaction, outcome.sent);
      if (outcome.failed) await this.markFailed(transaction, outcome.failed);
      return outcome;
    });
  }

  /** Marks events sent by their ids, outside any transaction (the broker has confirmed them). */
  async markSentByEventId(eventIds: readonly string[]): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE orders.outbox SET sent_at = now(), attempts = attempts + 1
        WHERE event_id = ANY(:eventIds::uuid[]) AND sent_at IS NULL`,
      { eventIds },
    );
  }

  async backlog(): Promise<OutboxBacklog> {
    const [row] = await query<{ unsent: number; oldest: Date | null }[]>(
      this.dataSource,
      `SELECT count(*)::int AS unsent, min(occurred_at) AS oldest
         FROM orders.outbox WHERE sent_at IS NULL`,
    );
    return { unsent: row?.unsent ?? 0, oldestUnsentAt: row?.oldest ?? null };
  }

  private async lockUnsent(
    transaction: Queryable,
    limit: number,
    minAgeMs: number,
  ): Promise<OutboxRow[]> {
    const rows = await query<
      {
        seq: string;
        event_id: string;
        type: EventType;
        payload: unknown;
        correlation_id: string;
        occurred_at: Date;
        traceparent: string | null;
      }[]
    >(
      transaction,
      `SELECT seq, ${COLUMNS}
         FROM orders.outbox
        WHERE sent_at IS NULL
          AND occurred_at <= now() - make_interval(secs => :minAgeMs::int / 1000.0)
        ORDER BY seq
        LIMIT :limit
        FOR UPDATE SKIP LOCKED`,
      { limit, minAgeMs },
    );
    return rows.map((row) => ({
      seq: row.seq,
      eventId: row.event_id,
      type: row.type,
      payload: row.payload,
      correlationId: row.correlation_id,
      occurredAt: row.occurred_at,
      traceparent: row.traceparent,
    }));
  }

  private async markSent(transaction: Queryable, seqs: readonly string[]): Promise<void> {
    if (seqs.length === 0) return;
    await query(
      transaction,
      `UPDATE orders.outbox SET sent_at = now(), attempts = attempts + 1
        WHERE seq = ANY(:seqs::bigint[])`,
      { seqs },
    );
  }

  private async markFailed(
    transaction: Queryable,
    failed: { seq: string; reason: string },
  ): Promise<void> {
    await query(
      transaction,
      `UPDATE orders.outbox SET attempts = attempts + 1, last_error = :reason WHERE seq = :seq`,
      { seq: failed.seq, reason: failed.reason.slice(0, 500) },
    );
  }
}
