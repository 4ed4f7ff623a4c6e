import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, waySchema } from '../common/schemas';
import { actorSchema } from './schemas';
import { stockLevelSchema } from './branches';

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
  /** The day the customer chose; absent or null in events of orders placed before days. */
  collectionDate: z.string().nullable().optional(),
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

/** Staff changed what a branch says of a currency: the calculator and dashboards follow. */
export const stockChangedSchema = z.object({
  branchId: z.string(),
  currency: currencyCode,
  level: stockLevelSchema,
  changedBy: actor,
  changedAt: isoDateTime,
});

/** The orders service's events, keyed by routing key. */
export const ORDER_EVENTS = {
  'stock.changed': stockChangedSchema,
  'order.placed': orderPlacedSchema,
  'order.accepted': orderAcceptedSchema,
  'order.completed': orderCompletedSchema,
  'order.cancelled': orderCancelledSchema,
} as const;
