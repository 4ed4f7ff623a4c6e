import { z } from 'zod';
import { isoDateTime } from '../common/schemas';

export const userPromotedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  role: z.literal('admin'),
  promotedBy: z.string(),
  promotedAt: isoDateTime,
});

/** The identity service's events, keyed by routing key. */
export const IDENTITY_EVENTS = { 'user.promoted': userPromotedSchema } as const;
