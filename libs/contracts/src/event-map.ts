import { z } from 'zod';
import { ORDER_EVENTS } from './orders/events';
import { RATE_EVENTS } from './rates/events';
import { IDENTITY_EVENTS } from './identity/events';
import { PAYMENT_EVENTS } from './payments/events';
import { COMPLIANCE_EVENTS } from './compliance/events';

/** The topic exchange every event is published on. */
export const EVENTS_EXCHANGE = 'fx.events';

/**
 * Every event, keyed by its routing key: each domain's own map (`<domain>/events.ts`) merged. A
 * published name never changes; a breaking change is a new version beside the old one.
 */
export const EVENT_SCHEMAS = {
  ...ORDER_EVENTS,
  ...RATE_EVENTS,
  ...IDENTITY_EVENTS,
  ...PAYMENT_EVENTS,
  ...COMPLIANCE_EVENTS,
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export const EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as EventType[];
export type EventPayload<K extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[K]>;

/** Names for the payload types, in the past tense. */
export type OrderPlaced = EventPayload<'order.placed'>;
export type OrderAccepted = EventPayload<'order.accepted'>;
export type OrderCompleted = EventPayload<'order.completed'>;
export type OrderCancelled = EventPayload<'order.cancelled'>;
export type RateRefreshed = EventPayload<'rate.refreshed'>;
export type CurrencyChanged = EventPayload<'currency.changed'>;
export type StockChanged = EventPayload<'stock.changed'>;
export type UserPromoted = EventPayload<'user.promoted'>;
export type AlertRequested = EventPayload<'alert.requested'>;
export type AlertTriggered = EventPayload<'alert.triggered'>;
export type PaymentAuthorised = EventPayload<'payment.authorised'>;
export type PaymentCaptured = EventPayload<'payment.captured'>;
export type PaymentFailed = EventPayload<'payment.failed'>;
export type PaymentRefunded = EventPayload<'payment.refunded'>;
export type OrderPersonalDataErased = EventPayload<'order.personal_data_erased'>;
export type UserRolesChanged = EventPayload<'user.roles_changed'>;
export type ComplianceAlert = EventPayload<'compliance.alert'>;

export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string().min(1),
  payload: z.unknown(),
});

/**
 * An event as it travels: the payload of its routing key. For more than one key (by default every
 * key) it is a union keyed by `type`, so a `switch (event.type)` narrows the payload.
 */
export type EventEnvelope<K extends EventType = EventType> = {
  [T in K]: {
    id: string;
    type: T;
    version: number;
    occurredAt: string;
    correlationId: string;
    payload: EventPayload<T>;
  };
}[K];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_SCHEMAS, value);
}

/** Checks an incoming envelope and its payload; throws a ZodError naming what is wrong. */
export function parseEventEnvelope(raw: unknown): EventEnvelope {
  const envelope = eventEnvelopeSchema.parse(raw);
  const payload: unknown = EVENT_SCHEMAS[envelope.type].parse(envelope.payload);
  return { ...envelope, payload } as EventEnvelope;
}
