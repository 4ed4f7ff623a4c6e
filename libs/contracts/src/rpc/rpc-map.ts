import { z } from 'zod';
import {
  currencyAdminSchema,
  currencyCheckRequestSchema,
  currencyCheckResultSchema,
  currencyCreateSchema,
  currencyTableSchema,
  currencyUpdateSchema,
  pricedCurrencySchema,
} from '../http/currencies';
import { currencyCode } from '../http/common';
import {
  liveModeSchema,
  liveModeUpdateSchema,
  rateHistorySchema,
  refreshSummarySchema,
} from '../http/rates-live';
import { serviceHealthSchema } from '../http/health';
import { orderSettingsSchema, siteEditsSchema, siteEditsStateSchema } from '../http/site';
import { contactReceiptSchema, contactRequestSchema } from '../http/contact';
import {
  actorSchema,
  branchListSchema,
  idempotencyKeySchema,
  orderDetailsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderStatsSchema,
  orderViewSchema,
  placeOrderResultSchema,
  placeOrderSchema,
  quoteRequestSchema,
  quoteSchema,
  statsQuerySchema,
} from '../http/orders';
import { userListQuerySchema, userListSchema, userRecordSchema } from '../http/identity';
import { myOrderSchema, myOrdersSchema } from '../http/account';
import {
  alertListSchema,
  alertPendingSchema,
  alertRequestSchema,
  alertTokenSchema,
  publicAlertRequestSchema,
  rateAlertSchema,
} from '../http/alerts';

export const SERVICE_NAMES = ['rates', 'orders', 'identity', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const empty = z.object({}).strict();

/**
 * Request/reply messages, keyed by name. The first segment names the service whose request
 * queue (`<service>.requests`) takes the message.
 */
export const RPC_SCHEMAS = {
  'rates.health': { request: empty, response: serviceHealthSchema },
  'orders.health': { request: empty, response: serviceHealthSchema },
  'identity.health': { request: empty, response: serviceHealthSchema },
  'notifications.health': { request: empty, response: serviceHealthSchema },
  'rates.currencies.list': { request: empty, response: currencyTableSchema },
  'rates.currencies.get': {
    request: z.object({ code: currencyCode }).strict(),
    response: pricedCurrencySchema,
  },
  'rates.currencies.adminList': {
    request: empty,
    response: z.object({ currencies: z.array(currencyAdminSchema) }),
  },
  'rates.currencies.check': {
    request: currencyCheckRequestSchema,
    response: currencyCheckResultSchema,
  },
  'rates.currencies.add': {
    request: z.object({ currency: currencyCreateSchema, changedBy: z.string().min(1) }).strict(),
    response: currencyAdminSchema,
  },
  'rates.live.get': { request: empty, response: liveModeSchema },
  'rates.live.set': {
    request: z.object({ change: liveModeUpdateSchema, changedBy: z.string().min(1) }).strict(),
    response: liveModeSchema,
  },
  'rates.refreshNow': {
    request: z.object({ changedBy: z.string().min(1) }).strict(),
    response: refreshSummarySchema,
  },
  'rates.currencies.history': {
    request: z.object({ code: currencyCode, days: z.number().int().min(1).max(365) }).strict(),
    response: rateHistorySchema,
  },
  'rates.currencies.update': {
    request: z
      .object({ code: currencyCode, changes: currencyUpdateSchema, changedBy: z.string().min(1) })
      .strict(),
    response: currencyAdminSchema,
  },

  /** The numbers the site shows about orders: value limits, lines, hours of the rate guarantee. */
  'orders.settings': { request: empty, response: orderSettingsSchema },
  /** Prices lines exactly as an order would be priced, at the current rates. */
  'orders.quote': { request: quoteRequestSchema, response: quoteSchema },
  /** Places an order (or, for a key seen before, returns the same one) or reports moved rates. */
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
  /** A customer's own order by its number; a wrong e-mail is answered as a missing order. */
  'orders.track': {
    request: z.object({ orderNumber: z.string(), email: z.string() }).strict(),
    response: orderViewSchema,
  },
  'orders.branches.list': { request: empty, response: branchListSchema },
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
  /** accepted -> completed. */
  'orders.admin.complete': {
    request: z.object({ id: z.uuid(), by: actorSchema }).strict(),
    response: orderDetailsSchema,
  },
  /** Removes an order from the lists, keeping the record: pending or accepted -> cancelled, completed -> archived. */
  'orders.admin.delete': {
    request: z.object({ id: z.uuid(), by: actorSchema }).strict(),
    response: orderDetailsSchema,
  },
  'orders.admin.stats': { request: statsQuerySchema.strict(), response: orderStatsSchema },
  /** My orders: every order placed with this (verified) e-mail, newest first. */
  'orders.customer.list': {
    request: z.object({ email: z.email() }).strict(),
    response: myOrdersSchema,
  },
  /** The customer cancels their own pending order; another's order is answered as missing. */
  'orders.customer.cancel': {
    request: z.object({ id: z.uuid(), email: z.email() }).strict(),
    response: myOrderSchema,
  },

  /** A signed-in customer's alert, active at once (their e-mail is verified). */
  'rates.alerts.create': {
    request: alertRequestSchema.extend({ email: z.email(), uid: z.string().min(1) }).strict(),
    response: rateAlertSchema,
  },
  /** An alert asked for by e-mail: kept unconfirmed, and a confirmation link sent. */
  'rates.alerts.request': {
    request: publicAlertRequestSchema.strict(),
    response: alertPendingSchema,
  },
  'rates.alerts.confirm': { request: alertTokenSchema.strict(), response: rateAlertSchema },
  'rates.alerts.list': {
    request: z.object({ email: z.email() }).strict(),
    response: alertListSchema,
  },
  'rates.alerts.delete': {
    request: z.object({ id: z.uuid(), email: z.email() }).strict(),
    response: z.object({ deleted: z.literal(true) }),
  },
  /** What an unsubscribe link is for (changes nothing). */
  'rates.alerts.byToken': { request: alertTokenSchema.strict(), response: rateAlertSchema },
  'rates.alerts.unsubscribe': {
    request: alertTokenSchema.strict(),
    response: z.object({ deleted: z.literal(true) }),
  },

  /** Queues the Contact page's message for the bureau's inbox. */
  'notifications.contact': {
    request: contactRequestSchema.strict(),
    response: contactReceiptSchema,
  },

  /** Create or refresh the record of a signed-in user, from the claims of a verified token. */
  'identity.users.upsert': {
    request: z
      .object({
        firebaseUid: z.string().min(1).max(128),
        email: z.email(),
        emailVerified: z.boolean(),
      })
      .strict(),
    response: userRecordSchema,
  },
  /** The record of a Firebase user, or null before their first POST /me. */
  'identity.users.get': {
    request: z.object({ firebaseUid: z.string().min(1).max(128) }).strict(),
    response: z.object({ user: userRecordSchema.nullable() }),
  },
  'identity.users.list': { request: userListQuerySchema.strict(), response: userListSchema },
  /** Make Admin: idempotent; publishes UserPromoted the first time. */
  'identity.users.promote': {
    request: z.object({ userId: z.uuid(), promotedBy: z.string().min(1) }).strict(),
    response: userRecordSchema,
  },
  /** Grant admin by e-mail from the shell, before or after that person first signs in. */
  'identity.users.grantAdmin': {
    request: z.object({ email: z.email(), grantedBy: z.string().min(1) }).strict(),
    response: z.object({ email: z.email(), role: z.literal('admin'), signedInYet: z.boolean() }),
  },
  /** What staff have set of the site's details (Site settings), and the latest changes. */
  'identity.site.get': { request: empty, response: siteEditsStateSchema },
  /** Staff change some of the site's details; each change is kept with who made it and when. */
  'identity.site.update': {
    request: z
      .object({
        edits: siteEditsSchema,
        /** What the site showed for each edited field before: the audit's "from" on a first edit. */
        shown: siteEditsStateSchema.shape.edits,
        changedBy: z.string().min(1),
      })
      .strict(),
    response: siteEditsStateSchema,
  },
} as const;

export type RpcName = keyof typeof RPC_SCHEMAS;
export type RpcRequest<K extends RpcName> = z.infer<(typeof RPC_SCHEMAS)[K]['request']>;
export type RpcResponse<K extends RpcName> = z.infer<(typeof RPC_SCHEMAS)[K]['response']>;

export function serviceOf(name: RpcName): ServiceName {
  return name.slice(0, name.indexOf('.')) as ServiceName;
}

export type HealthRpcName = `${ServiceName}.health`;

export function healthRpcOf(service: ServiceName): HealthRpcName {
  return `${service}.health`;
}

export function isRpcName(value: string): value is RpcName {
  return Object.hasOwn(RPC_SCHEMAS, value);
}

/** The reply to a request: the response, or a domain error with a stable code. */
export type RpcReply =
  | { ok: true; data: unknown }
  | {
      ok: false;
      error: { code: string; message: string; details?: { field: string; message: string }[] };
    };
