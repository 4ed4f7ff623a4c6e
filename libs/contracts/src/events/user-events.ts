import { z } from 'zod';
import { isoDateTime } from '../http/common';

export const userPromotedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  role: z.literal('admin'),
  promotedBy: z.string(),
  promotedAt: isoDateTime,
});
