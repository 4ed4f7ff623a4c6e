import { z } from 'zod';
import { currencyCode, emptyRequest } from '../common/schemas';
import {
  currencyAdminSchema,
  currencyCheckRequestSchema,
  currencyCheckResultSchema,
  currencyCreateSchema,
  currencyTableSchema,
  currencyUpdateSchema,
  pricedCurrencySchema,
} from './currencies';
import {
  liveModeSchema,
  liveModeUpdateSchema,
  rateHistorySchema,
  refreshSummarySchema,
} from './live';
import {
  alertChannelChangeSchema,
  alertListSchema,
  alertPendingSchema,
  alertRequestSchema,
  alertTokenSchema,
  publicAlertRequestSchema,
  rateAlertSchema,
} from './alerts';

/** The rates service's requests (queue `rates.requests`): currencies, live mode, alerts. */
export const RATES_RPC = {
  'rates.currencies.list': { request: emptyRequest, response: currencyTableSchema },
  'rates.currencies.get': {
    request: z.object({ code: currencyCode }).strict(),
    response: pricedCurrencySchema,
  },
  'rates.currencies.adminList': {
    request: emptyRequest,
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
  'rates.live.get': { request: emptyRequest, response: liveModeSchema },
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
  /** Issue 33: a customer's erasure request removes all their rate alerts. */
  'rates.alerts.eraseAll': {
    request: z.object({ email: z.email() }).strict(),
    response: z.object({ erased: z.number().int().min(0) }),
  },
  'rates.alerts.list': {
    request: z.object({ email: z.email() }).strict(),
    response: alertListSchema,
  },
  'rates.alerts.delete': {
    request: z.object({ id: z.uuid(), email: z.email() }).strict(),
    response: z.object({ deleted: z.literal(true) }),
  },
  /** The owner changes how an alert that has not fired yet reaches them. */
  'rates.alerts.setChannel': {
    request: alertChannelChangeSchema.extend({ id: z.uuid(), email: z.email() }).strict(),
    response: rateAlertSchema,
  },
  /** What an unsubscribe link is for (changes nothing). */
  'rates.alerts.byToken': { request: alertTokenSchema.strict(), response: rateAlertSchema },
  'rates.alerts.unsubscribe': {
    request: alertTokenSchema.strict(),
    response: z.object({ deleted: z.literal(true) }),
  },
} as const;
