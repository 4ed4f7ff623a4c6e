import { z } from 'zod';
import { emptyRequest } from '../common/schemas';
import { orderSettingsSchema } from '../site/settings';
import {
  actorSchema,
  idempotencyKeySchema,
  placeOrderSchema,
  quoteRequestSchema,
  quoteSchema,
  trackedOrderSchema,
} from './schemas';
import { placeOrderResultSchema } from './place-result';
import {
  orderDetailsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderStatsSchema,
  statsQuerySchema,
} from './admin';
import { myOrderSchema, myOrdersSchema } from './my-orders';
import {
  collectionBranchListSchema,
  collectionBranchSchema,
  collectionScheduleSchema,
  collectionsQuerySchema,
  collectionsSchema,
  stockLevelSchema,
} from './branches';
import { currencyCode } from '../common/schemas';
import { dispatchInputSchema, dispatchListSchema, dispatchQuerySchema } from './dispatch';

/** The orders service's requests (queue `orders.requests`), keyed by name. */
export const ORDERS_RPC = {
  /** The numbers the site shows about orders: value limits, lines, hours of the rate guarantee. */
  'orders.settings': { request: emptyRequest, response: orderSettingsSchema },
  /** Prices lines exactly as an order would be priced, at the current rates. */
  'orders.quote': { request: quoteRequestSchema, response: quoteSchema },
  /**
   * Places an order (or, for a key seen before, returns the same one); moved rates are the error
   * RATES_CHANGED, its fresh quote and changes in the error's `extra`.
   */
  'orders.place': {
    request: z
      .object({
        order: placeOrderSchema,
        idempotencyKey: idempotencyKeySchema.optional(),
        placedBy: actorSchema,
      })
      .strict(),
    response: placeOrderResultSchema,
  },
  /**
   * Forgets an order awaiting payment whose payment could not be started (the provider did not
   * answer): nothing of it is kept or announced, so a retry starts afresh. Any other order stays.
   */
  'orders.abandon': {
    request: z.object({ orderId: z.uuid() }).strict(),
    response: z.object({ abandoned: z.boolean() }),
  },
  /** A customer's own order by its number; a wrong e-mail is answered as a missing order. */
  'orders.track': {
    request: z.object({ orderNumber: z.string(), email: z.string() }).strict(),
    response: trackedOrderSchema,
  },
  /** The active branches with their schedules and the stock levels staff have set. */
  'orders.branches.list': { request: emptyRequest, response: collectionBranchListSchema },
  /** Staff replace a branch's week, closed days and same-day cut-off. */
  'orders.branches.schedule': {
    request: z
      .object({ branchId: z.string(), schedule: collectionScheduleSchema, by: actorSchema })
      .strict(),
    response: collectionBranchSchema,
  },
  /** Staff set a currency's stock at a branch; announced as stock.changed. */
  'orders.branches.stock': {
    request: z
      .object({
        branchId: z.string(),
        currency: currencyCode,
        level: stockLevelSchema,
        by: actorSchema,
      })
      .strict(),
    response: collectionBranchSchema,
  },
  /** Accepted orders by collection day, from today, with what to prepare. */
  'orders.admin.collections': {
    request: collectionsQuerySchema.strict(),
    response: collectionsSchema,
  },
  'orders.admin.list': { request: orderListQuerySchema.strict(), response: orderListSchema },
  'orders.admin.get': {
    request: z.object({ id: z.uuid() }).strict(),
    response: orderDetailsSchema,
  },
  /** pending -> accepted (starts the 24-hour rate guarantee); anything else is a conflict. */
  'orders.admin.accept': {
    request: z.object({ id: z.uuid(), by: actorSchema }).strict(),
    response: orderDetailsSchema,
  },
  /**
   * accepted -> completed. A collection needs `idCheckId`: the ID record the gateway had the
   * compliance service store first (ID_CHECK_REQUIRED without it); the order must be clear
   * (ORDER_ON_HOLD otherwise).
   */
  'orders.admin.complete': {
    request: z.object({ id: z.uuid(), by: actorSchema, idCheckId: z.uuid().optional() }).strict(),
    response: orderDetailsSchema,
  },
  /** Removes an order from the lists, keeping the record: pending or accepted -> cancelled, completed -> archived. */
  'orders.admin.delete': {
    request: z.object({ id: z.uuid(), by: actorSchema }).strict(),
    response: orderDetailsSchema,
  },
  /** Delivery orders to send, by the day they arrive (the Dispatch screen). */
  'orders.admin.dispatches': {
    request: dispatchQuerySchema.strict(),
    response: dispatchListSchema,
  },
  /** accepted delivery order -> completed, with its tracking number; announced as order.dispatched. */
  'orders.admin.dispatch': {
    request: dispatchInputSchema.extend({ id: z.uuid(), by: actorSchema }).strict(),
    response: orderDetailsSchema,
  },
  'orders.admin.stats': { request: statsQuerySchema.strict(), response: orderStatsSchema },
  /** My orders: every order placed with this (verified) e-mail, newest first. */
  'orders.customer.list': {
    request: z.object({ email: z.email() }).strict(),
    response: myOrdersSchema,
  },
  /**
   * Issue 33, GET /me/data: every order of this e-mail with all the customer gave (delivery
   * address, due diligence answers), never its compliance standing.
   */
  'orders.customer.export': {
    request: z.object({ email: z.email() }).strict(),
    response: z.object({ orders: z.array(z.record(z.string(), z.unknown())) }),
  },
  /**
   * Issue 33, POST /me/erasure: the customer's orders cannot be erased inside their retention
   * period; this says which are kept and until when (nothing is changed).
   */
  'orders.customer.retention': {
    request: z.object({ email: z.email() }).strict(),
    response: z.object({
      kept: z.array(z.object({ orderNumber: z.string(), keptUntil: z.string().nullable() })),
    }),
  },
  /** The customer cancels their own pending order; another's order is answered as missing. */
  'orders.customer.cancel': {
    request: z.object({ id: z.uuid(), email: z.email() }).strict(),
    response: myOrderSchema,
  },
} as const;
