import { z } from 'zod';
import { isoDateTime } from '../common/schemas';

import { pushConfigSchema } from '../notifications/push';
import { GRANTABLE_ROLES, ROLES } from './codes';

export const roleSchema = z.enum(ROLES, {
  error: 'must be one of: user, admin, compliance_officer',
});
export const grantableRoleSchema = z.enum(GRANTABLE_ROLES, {
  error: 'must be one of: admin, compliance_officer',
});

/** A user as the API shows it: GET/POST /me, GET /admin/users. */
export const userRecordSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  /** 'admin' when the user holds the admin role, else 'user' (kept for earlier clients). */
  role: z.enum(['user', 'admin']),
  /** Every role the user holds: always 'user', with 'admin' and 'compliance_officer' as granted. */
  roles: z.array(roleSchema),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(userRecordSchema),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

/** POST /access-gate: the staff gate ("Secure Box") credentials. */
export const accessGateRequestSchema = z.object({
  username: z.string().min(1, 'Enter the username').max(200),
  password: z.string().min(1, 'Enter the password').max(200),
});
export type AccessGateRequest = z.infer<typeof accessGateRequestSchema>;

export const accessGateGrantSchema = z.object({
  token: z.string(),
  expiresAt: isoDateTime,
});
export type AccessGateGrant = z.infer<typeof accessGateGrantSchema>;

/** Header that carries the staff gate token on /admin calls when the gate is switched on. */
export const ACCESS_GATE_HEADER = 'x-access-gate';

/** GET /config: what the SPA needs at run time, so no key or address is built into the bundle. */
export const publicConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** Set only where the Firebase Auth Emulator is used (local runs and tests), never in production. */
  authEmulatorUrl: z.string().nullable(),
  accessGate: z.object({ enabled: z.boolean() }),
  /** Web push for rate alerts and order updates: off, or on with the VAPID public key. */
  push: pushConfigSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
