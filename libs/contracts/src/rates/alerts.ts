import { z } from 'zod';
import { isDecimalString } from '../money/decimal';
import { currencyCode, decimalString, isoDateTime } from '../common/schemas';
import { alertChannelSchema } from '../notifications/push';
import { AlertMessages } from './messages';

/** A rate: positive, at most 4 decimal places (as customer rates are), at most 1,000,000,000. */
const targetRate = z
  .string({ error: AlertMessages.targetRate })
  .regex(/^\s{0,6}\d{1,10}(\.\d{1,4})?\s{0,6}$/, { message: AlertMessages.targetRate })
  .meta({ maxLength: 27 })
  .trim()
  .refine(
    (value) =>
      !/^\d{1,10}(\.\d{1,4})?$/.test(value) ||
      (isDecimalString(value) && Number(value) > 0 && Number(value) <= 1_000_000_000),
    { message: AlertMessages.targetRate },
  );

/**
 * unconfirmed: set by e-mail, waiting for its confirmation link; active: checked on every rate
 * refresh; triggered: its e-mail has gone (an alert fires once).
 */
export const alertStatusSchema = z.enum(['unconfirmed', 'active', 'triggered']);
export type AlertStatus = z.infer<typeof alertStatusSchema>;

/** "Tell me when 1 GBP buys at least targetRate of code" (Click & Collect). */
export const rateAlertSchema = z.object({
  id: z.uuid(),
  code: currencyCode,
  currencyName: z.string(),
  targetRate: decimalString,
  status: alertStatusSchema,
  createdAt: isoDateTime,
  triggeredAt: isoDateTime.nullable(),
  /** The Click & Collect rate that fired it. */
  triggeredRate: decimalString.nullable(),
  /** Today's Click & Collect rate, when the currency is still offered. */
  currentRate: decimalString.nullable(),
  /** How it reaches its owner when it fires (alerts from before push: email). */
  channel: alertChannelSchema,
});
export type RateAlert = z.infer<typeof rateAlertSchema>;

/** POST /me/alerts (signed in, verified e-mail): push only to the account's own devices. */
export const alertRequestSchema = z.object({
  code: currencyCode,
  targetRate,
  channel: alertChannelSchema.default('email'),
});
export type AlertRequest = z.input<typeof alertRequestSchema>;

/**
 * PUT /me/alerts/{id}/channel: how an alert that has not fired yet reaches its owner from now on
 * (push goes only to the devices of the account's verified e-mail).
 */
export const alertChannelChangeSchema = z
  .object({
    channel: z.enum(alertChannelSchema.options, { error: 'must be one of email, push or both' }),
  })
  .strict();
export type AlertChannelChange = z.infer<typeof alertChannelChangeSchema>;

/** POST /alerts: anyone, by e-mail; the alert starts once its confirmation link is followed. */
export const publicAlertRequestSchema = alertRequestSchema.omit({ channel: true }).extend({
  email: z
    .string({ error: AlertMessages.email })
    .trim()
    .max(254, { message: AlertMessages.email })
    // What the pipe checks, said of what a client sends (the API document's format).
    .meta({ format: 'email' })
    .pipe(z.email({ message: AlertMessages.email })),
});
export type PublicAlertRequest = z.infer<typeof publicAlertRequestSchema>;

/** The secret in a confirmation or unsubscribe link. */
export const alertTokenSchema = z.object({
  token: z
    .string({ error: AlertMessages.badLink })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: AlertMessages.badLink })
    .meta({ maxLength: 100 }),
});
export type AlertToken = z.infer<typeof alertTokenSchema>;

export const alertListSchema = z.object({
  alerts: z.array(rateAlertSchema),
  /** How many more may be set now. */
  remaining: z.number().int().min(0),
});
export type AlertList = z.infer<typeof alertListSchema>;

/** The answer to POST /alerts: nothing about the address is revealed. */
export const alertPendingSchema = z.object({
  status: z.literal('unconfirmed'),
  message: z.string(),
});
export type AlertPending = z.infer<typeof alertPendingSchema>;
