import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EventType } from '@fx/contracts';
import { query } from '../database/named-sql';
import type { Queryable, SqlPart } from '../database/named-sql';
import type { OutboxEntry } from './outbox-entry';
import { OUTBOX_OPTIONS, OUTBOX_RELAY_ID } from './outbox.tokens';
import type { OutboxOptions } from './outbox.tokens';

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

export interface OutboxBacklog {
  unsent: number;
  oldestUnsentAt: Date | null;
}

/** What the sender did with a batch: the rows the broker confirmed, and the first it did not. */
export interface SendOutcome {
  sent: readonly string[];
  failed?: { seq: string; reason: string };
}

/** Which unsent rows a sweep may take: this relay's from `ownMinAgeMs`, others' from `othersMinAgeMs`. */
export interface SweepAges {
  ownMinAgeMs: number;
  othersMinAgeMs: number;
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
 * The service's outbox table (`<schema>.outbox`), and all the SQL that touches it: events are
 * written in the transaction of the change that caused them, and sent later by the relay. Each row
 * names the relay of the process that wrote it (`written_by`), so each relay knows the events it
 * will hand over itself from those another process wrote.
 */
@Injectable()
export class OutboxRepository {
  private readonly table: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OUTBOX_OPTIONS) options: OutboxOptions,
    /** This process's relay, named in every row it writes. */
    @Inject(OUTBOX_RELAY_ID) private readonly relayId: string,
  ) {
    this.table = `${options.schema}.outbox`;
  }

  /** Writes an event in the caller's transaction. */
  async add(transaction: Queryable, entry: OutboxEntry): Promise<void> {
    await query(
      transaction,
      `INSERT INTO ${this.table} (${COLUMNS}, written_by) VALUES (${VALUES}, :eventWrittenBy)`,
      { ...entryParams(entry), eventWrittenBy: this.relayId },
    );
  }

  /** Writes several events in the caller's transaction, in their order. */
  async addAll(transaction: Queryable, entries: readonly OutboxEntry[]): Promise<void> {
    for (const entry of entries) await this.add(transaction, entry);
  }

  /**
   * The same insert as part of a larger statement: writes the event once for each row of
   * `source` (a name the statement defines), so a change and its event take one round trip.
   * Its parameters are named event*.
   */
  addPart(source: string, entry: OutboxEntry): SqlPart {
    return {
      text: `INSERT INTO ${this.table} (${COLUMNS}, written_by)
             SELECT ${VALUES}, :eventWrittenBy FROM ${source}`,
      params: { ...entryParams(entry), eventWrittenBy: this.relayId },
    };
  }

  /**
   * In one transaction: locks the oldest unsent events the sweep may take (rows another relay
   * holds are skipped, so instances share the work without sending an event twice), hands them to
   * `send`, and marks each one sent or failed as `send` reports.
   */
  sendOldest(
    limit: number,
    ages: SweepAges,
    send: (rows: OutboxRow[]) => Promise<SendOutcome>,
  ): Promise<SendOutcome> {
    return this.dataSource.transaction(async (transaction) => {
      const rows = await this.lockUnsent(transaction, limit, ages);
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
      `UPDATE ${this.table} SET sent_at = now(), attempts = attempts + 1
        WHERE event_id = ANY(:eventIds::uuid[]) AND sent_at IS NULL`,
      { eventIds },
    );
  }

  /**
   * Deletes events sent more than `keepDays` ago (their payloads hold personal data: retention),
   * at most `limit` at a time; how many went. Unsent events are never deleted.
   */
  async deletePublished(keepDays: number, limit = 10_000): Promise<number> {
    const [, count] = await query<[unknown, number]>(
      this.dataSource,
      `DELETE FROM ${this.table} WHERE seq IN (
         SELECT seq FROM ${this.table}
          WHERE sent_at < now() - make_interval(days => :keepDays) LIMIT :limit)`,
      { keepDays, limit },
    );
    return count;
  }

  async backlog(): Promise<OutboxBacklog> {
    const [row] = await query<{ unsent: number; oldest: Date | null }[]>(
      this.dataSource,
      `SELECT count(*)::int AS unsent, min(occurred_at) AS oldest
         FROM ${this.table} WHERE sent_at IS NULL`,
    );
    return { unsent: row?.unsent ?? 0, oldestUnsentAt: row?.oldest ?? null };
  }

  private async lockUnsent(
    transaction: Queryable,
    limit: number,
    ages: SweepAges,
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
         FROM ${this.table}
        WHERE sent_at IS NULL
          AND occurred_at <= now() - make_interval(secs => (CASE
                WHEN written_by = :relayId THEN :ownMinAgeMs::int
                ELSE :othersMinAgeMs::int END) / 1000.0)
        ORDER BY seq
        LIMIT :limit
        FOR UPDATE SKIP LOCKED`,
      { limit, relayId: this.relayId, ...ages },
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
      `UPDATE ${this.table} SET sent_at = now(), attempts = attempts + 1
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
      `UPDATE ${this.table} SET attempts = attempts + 1, last_error = :reason WHERE seq = :seq`,
      { seq: failed.seq, reason: failed.reason.slice(0, 500) },
    );
  }
}
