import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, waySchema } from '../common/schemas';
import { actorSchema } from './schemas';

export const orderLineSnapshotSchema = z.object({
  currency: currencyCode,
  rate: decimalString,
  gbp: decimalString,
  foreign: decimalString,
});

export const branchSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
});

/** What every order event says of the order: values, never an ORM entity. */
export const orderSnapshotSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string().regex(/^\d{8}$/),
  way: waySchema,
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    phone: z.string(),
  }),
  branch: branchSnapshotSchema,
  lines: z.array(orderLineSnapshotSchema).min(1).max(4),
  totalGbp: decimalString,
  placedAt: isoDateTime,
});
export type OrderSnapshot = z.infer<typeof orderSnapshotSchema>;

const actor = actorSchema;

export const orderPlacedSchema = z.object({ order: orderSnapshotSchema });

export const orderAcceptedSchema = z.object({
  order: orderSnapshotSchema,
  acceptedAt: isoDateTime,
  acceptedBy: actor,
  /** The 24-hour rate guarantee: the customer's rates hold until this time. */
  rateGuaranteedUntil: isoDateTime,
});

export const orderCompletedSchema = z.object({
  order: orderSnapshotSchema,
  completedAt: isoDateTime,
  completedBy: actor,
});

export const orderCancelledSchema = z.object({
  order: orderSnapshotSchema,
  cancelledAt: isoDateTime,
  cancelledBy: actor,
  reason: z.string().optional(),
});

/** The orders service's events, keyed by routing key. */
export const ORDER_EVENTS = {
  'order.placed': orderPlacedSchema,
  'order.accepted': orderAcceptedSchema,
  'order.completed': orderCompletedSchema,
  'order.cancelled': orderCancelledSchema,
} as const;
