import { z } from 'zod';
import { isoDateTime } from '../common/schemas';
import { GRANTABLE_ROLES, ROLES } from './codes';

export const userPromotedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  role: z.literal('admin'),
  promotedBy: z.string(),
  promotedAt: isoDateTime,
});

/** A role was granted or removed (the compliance service keeps it in its audit log). */
export const userRolesChangedSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  role: z.enum(GRANTABLE_ROLES),
  change: z.enum(['granted', 'removed']),
  roles: z.array(z.enum(ROLES)),
  by: z.object({ userId: z.uuid().nullable(), email: z.string() }),
  at: isoDateTime,
});

/** A sign-in account and its record were erased (a customer's request, or retention). */
export const userErasedSchema = z.object({
  userId: z.uuid(),
  reason: z.enum(['customer_request', 'retention']),
  at: isoDateTime,
});

/** The identity service's events, keyed by routing key. */
export const IDENTITY_EVENTS = {
  'user.promoted': userPromotedSchema,
  'user.roles_changed': userRolesChangedSchema,
  'user.erased': userErasedSchema,
} as const;
