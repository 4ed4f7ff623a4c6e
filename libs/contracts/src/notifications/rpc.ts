import { z } from 'zod';
import { emptyRequest } from '../common/schemas';
import { contactReceiptSchema, contactRequestSchema } from './contact';
import {
  pushConfigSchema,
  pushDeviceListSchema,
  pushDeviceRequestSchema,
  pushDeviceSchema,
} from './push';

const owner = { email: z.email(), uid: z.string().min(1) };

/** The notifications service's requests (queue `notifications.requests`). */
export const NOTIFICATIONS_RPC = {
  /** Queues the Contact page's message for the bureau's inbox. */
  'notifications.contact': {
    request: contactRequestSchema.strict(),
    response: contactReceiptSchema,
  },
  /** Whether push is on, and the VAPID public key the SPA subscribes with. */
  'notifications.push.config': { request: emptyRequest, response: pushConfigSchema },
  /** A signed-in customer's device (by its endpoint: registering it again updates it). */
  'notifications.push.register': {
    request: pushDeviceRequestSchema.extend(owner).strict(),
    response: pushDeviceSchema,
  },
  'notifications.push.list': {
    request: z.object({ email: z.email() }).strict(),
    response: pushDeviceListSchema,
  },
  'notifications.push.remove': {
    request: z.object({ id: z.uuid(), email: z.email() }).strict(),
    response: z.object({ deleted: z.literal(true) }),
  },
  /** A customer's erasure request removes every device of the e-mail. */
  'notifications.push.eraseAll': {
    request: z.object({ email: z.email() }).strict(),
    response: z.object({ erased: z.number().int().min(0) }),
  },
} as const;
