import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMAS } from '@fx/contracts';
import type { EventPayload, EventType } from '@fx/contracts';
import { correlationIdOrNew } from '../context/correlation';
import { currentTraceparent } from '../tracing/spans';

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
   * now(). The payload carries the business time (placedAt, promotedAt, ...).
   */
  occurredAt: Date;
  /** The trace of the work writing it, continued when the relay publishes it. */
  traceparent: string | null;
}

/**
 * An event to write in the transaction of the change it announces, its payload checked against
 * its schema now. `id` reuses a known id (an alert's), so the outbox refuses the same event twice.
 */
export function outboxEntry<K extends EventType>(
  type: K,
  payload: EventPayload<K>,
  options: { id?: string } = {},
): OutboxEntry {
  return {
    eventId: options.id ?? randomUUID(),
    type,
    payload: JSON.stringify(EVENT_SCHEMAS[type].parse(payload)),
    correlationId: correlationIdOrNew(),
    occurredAt: new Date(),
    traceparent: currentTraceparent() ?? null,
  };
}
