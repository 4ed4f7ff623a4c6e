import { contactReceiptSchema, contactRequestSchema } from './contact';

/** The notifications service's requests (queue `notifications.requests`). */
export const NOTIFICATIONS_RPC = {
  /** Queues the Contact page's message for the bureau's inbox. */
  'notifications.contact': {
    request: contactRequestSchema.strict(),
    response: contactReceiptSchema,
  },
} as const;
