import { z } from 'zod';
import { currencyCode, decimalString, isoDateTime } from '../http/common';

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
});
