import { z } from 'zod';
import { isoDateTime } from '../common/schemas';

/** How a rate alert reaches its owner: the e-mail (as before push), a push, or both. */
export const alertChannelSchema = z.enum(['email', 'push', 'both']);
export type AlertChannel = z.infer<typeof alertChannelSchema>;

/** The keys of a subscription (RFC 8291): base64url, as PushSubscription.toJSON() gives them. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `must be the subscription's ${what}` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { message: `must be the subscription's ${what} (base64url)` })
    .min(min, { message: `must be the subscription's ${what}` })
    .max(max, { message: `must be the subscription's ${what}` });

/** PushSubscription.toJSON(), as the browser's PushManager.subscribe() resolves it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, message: "must be the push service's https address" })
    .max(2000, { message: 'must be at most 2000 characters' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url('p256dh key', 80, 100),
    auth: base64url('auth secret', 16, 32),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /me/push-devices: this device's subscription and what it wants pushed. */
export const pushDeviceRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  /** Rate alerts whose channel is push or both. */
  alerts: z.boolean().default(true),
  /** Order updates: accepted or ready to collect, dispatched. */
  orders: z.boolean().default(false),
  /** What the customer sees in their list ("Chrome on Android"): the browser's own words. */
  label: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export type PushDeviceRequest = z.input<typeof pushDeviceRequestSchema>;

/** A device as its owner sees it: never its keys, only the push service's host. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  pushService: z.string(),
  alerts: z.boolean(),
  orders: z.boolean(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** What the SPA needs to subscribe: whether push is on, and the VAPID public key. */
export const pushConfigSchema = z.object({
  enabled: z.boolean(),
  vapidPublicKey: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** What the service worker shows (frontend/src/sw.ts): exactly this JSON, encrypted. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
