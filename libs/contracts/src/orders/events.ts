import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, waySchema } from '../common/schemas';
import { actorSchema } from './schemas';
import { stockLevelSchema } from './branches';
import { dueDiligenceDecisionSchema } from '../compliance/due-diligence';
import { fulfilmentSchema, paidCardSchema, paymentMethodSchema } from './checkout';

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
  /** Issue 32; absent in events of orders placed before card payments (paid in store). */
  payment: z
    .object({
      method: paymentMethodSchema,
      amountDueGbp: decimalString,
      /** The card held (brand and last four digits), once authorised. */
      card: paidCardSchema.nullable().optional(),
    })
    .optional(),
  fulfilment: fulfilmentSchema.optional(),
  /** The buy-back guarantee bought with the order: its last day (London). */
  buyBackUntil: z.string().nullable().optional(),
  /** Issue 33: the due diligence decided at placement; absent in events from before. */
  dueDiligence: dueDiligenceDecisionSchema.optional(),
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
  /**
   * A card-paid order: what its refund keeps back (the Terms' cancellation fee when the customer
   * cancels, "0" when staff do). The payments service releases or refunds the rest.
   */
  cancellationFeeGbp: decimalString.optional(),
  /**
   * False for a card order whose checkout failed or expired before it was ever placed: its
   * customer was never sent a confirmation, so nothing is e-mailed of its end.
   */
  placed: z.boolean().optional(),
});

/** Staff sent a delivery order, with Royal Mail's tracking number. */
export const orderDispatchedSchema = z.object({
  order: orderSnapshotSchema,
  trackingNumber: z.string(),
  dispatchedAt: isoDateTime,
  dispatchedBy: actor,
});

/** Three days before an order's buy-back guarantee ends: the reminder e-mail. */
export const buyBackEndingSchema = z.object({
  order: orderSnapshotSchema,
  until: z.string(),
  allowances: z.array(
    z.object({ currency: currencyCode, rate: decimalString, foreign: decimalString }),
  ),
});

/** Staff changed what a branch says of a currency: the calculator and dashboards follow. */
export const stockChangedSchema = z.object({
  branchId: z.string(),
  currency: currencyCode,
  level: stockLevelSchema,
  changedBy: actor,
  changedAt: isoDateTime,
});

/**
 * Retention (issue 33): the order's personal data was erased everywhere the orders service keeps it
 * (amounts, currencies and dates stay for statistics). Each service erases its own copies of it.
 * `emailSha256` is the SHA-256 (hex) of the customer's e-mail in lower case; `lastOfCustomer` is
 * true when no other order of that e-mail keeps personal data (the sign-in account may go too).
 */
export const orderPersonalDataErasedSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  emailSha256: z.string().regex(/^[0-9a-f]{64}$/),
  lastOfCustomer: z.boolean(),
  reason: z.enum(['retention', 'customer_request']),
  erasedAt: isoDateTime,
});

/** The orders service's events, keyed by routing key. */
export const ORDER_EVENTS = {
  'stock.changed': stockChangedSchema,
  'order.placed': orderPlacedSchema,
  'order.accepted': orderAcceptedSchema,
  'order.completed': orderCompletedSchema,
  'order.cancelled': orderCancelledSchema,
  'order.dispatched': orderDispatchedSchema,
  'order.buy_back_ending': buyBackEndingSchema,
  'order.personal_data_erased': orderPersonalDataErasedSchema,
} as const;
