import { z } from 'zod';
import { alertChannelSchema } from '../notifications/push';
import { currencyCode, decimalString, isoDateTime, signedDecimalString } from '../common/schemas';

export const rateRefreshedSchema = z.object({
  code: currencyCode,
  marketRate: decimalString,
  previousMarketRate: decimalString.optional(),
  rates: z.object({ collect: decimalString, sell: decimalString }),
  provider: z.string(),
  refreshedAt: isoDateTime,
});

export const currencyChangedSchema = z.object({
  code: currencyCode,
  change: z.enum(['added', 'updated', 'deactivated']),
  name: z.string(),
  country: z.string(),
  marketRate: decimalString,
  sellMarginPct: signedDecimalString,
  buyMarginPct: signedDecimalString,
  active: z.boolean(),
  changedAt: isoDateTime,
  changedBy: z.string().optional(),
});
const alertFacts = {
  alertId: z.uuid(),
  email: z.email(),
  code: currencyCode,
  currencyName: z.string(),
  targetRate: decimalString,
  /** The secret of the alert's links (confirm, unsubscribe): only ever sent to its owner. */
  token: z.string().min(20),
};

/** Someone asked for an alert by e-mail: they get a link to confirm it. */
export const alertRequestedSchema = z.object({ ...alertFacts, requestedAt: isoDateTime });

/** A refresh brought the Click & Collect rate to the alert's target: the one e-mail it sends. */
export const alertTriggeredSchema = z.object({
  ...alertFacts,
  rate: decimalString,
  triggeredAt: isoDateTime,
  /** How its owner chose to hear of it; absent in events from before push (read as email). */
  channel: alertChannelSchema.optional(),
});

/** The rates service's events, keyed by routing key. */
export const RATE_EVENTS = {
  'rate.refreshed': rateRefreshedSchema,
  'currency.changed': currencyChangedSchema,
  'alert.requested': alertRequestedSchema,
  'alert.triggered': alertTriggeredSchema,
} as const;
