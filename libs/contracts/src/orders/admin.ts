import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime, waySchema } from '../common/schemas';
import {
  NO_CONTROL_CHARACTERS,
  actorSchema,
  hasNoControlCharacters,
  listedOrderStatusSchema,
  moneySchema,
  orderStatusSchema,
  orderViewSchema,
} from './schemas';
import { linkedOrdersSchema } from './branches';
import { complianceStatusSchema, dueDiligenceDecisionSchema } from '../compliance/due-diligence';
import { orderPaymentStatusSchema } from './checkout';

/** What staff see of orders: details with their history, the dashboard's lists and statistics. */

export const statusChangeSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  at: isoDateTime,
  by: actorSchema,
});

/** GET /admin/orders/{id}: the order, its id and every status change with who and when. */
export const orderDetailsSchema = orderViewSchema.extend({
  id: z.uuid(),
  cancelledAt: isoDateTime.nullable(),
  archivedAt: isoDateTime.nullable(),
  history: z.array(statusChangeSchema),
  /** The customer's orders over the linked-order window, this one included when counted. */
  linkedOrders: linkedOrdersSchema,
  /**
   * Issue 33: where the order stands with compliance (staff accept only `clear` orders), the due
   * diligence decided at placement, and the ID record made at collection. Why an order is held
   * is shown to compliance officers only (their own screens).
   */
  compliance: z.object({
    status: complianceStatusSchema,
    dueDiligence: dueDiligenceDecisionSchema.nullable(),
    idCheckId: z.uuid().nullable(),
    /** The personal data was erased (retention or the customer's request). */
    erasedAt: isoDateTime.nullable(),
  }),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** A row of the Pending, Accepted and History tables. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  way: waySchema,
  status: orderStatusSchema,
  totalGbp: decimalString,
  /** The foreign side of each line (FX Amount). */
  foreign: z.array(moneySchema),
  placedAt: isoDateTime,
  /** Null for orders paid in store. */
  payment: orderPaymentStatusSchema.nullable(),
  fulfilment: z.enum(['collect', 'delivery']),
  /** Issue 33: pending (screening), clear, held or frozen: the lists show a badge. */
  compliance: complianceStatusSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListQuerySchema = z.object({
  status: listedOrderStatusSchema,
  /** Finds by order number (or its start), or by a part of the name or e-mail. */
  q: z.string().trim().max(100).refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const statsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** GET /admin/stats: the Statics counters and a day-by-day series (London days) for charts. */
export const orderStatsSchema = z.object({
  counts: z.object({
    pending: z.number().int(),
    accepted: z.number().int(),
    completed: z.number().int(),
  }),
  timeZone: z.string(),
  /** The currencies most ordered in the period (cancelled orders left out), most first. */
  topCurrencies: z.array(
    z.object({
      currency: currencyCode,
      lines: z.number().int(),
      totalGbp: decimalString,
    }),
  ),
  daily: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      orders: z.number().int(),
      totalGbp: decimalString,
      /** Card takings that day: what was paid (authorised) less what was refunded. */
      paidGbp: decimalString,
    }),
  ),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
