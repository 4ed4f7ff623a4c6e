import { z } from 'zod';
import { emptyRequest } from '../common/schemas';
import { siteEditsSchema, siteEditsStateSchema } from '../site/settings';
import {
  grantableRoleSchema,
  userListQuerySchema,
  userListSchema,
  userRecordSchema,
} from './schemas';

/** The identity service's requests (queue `identity.requests`): users, roles, site edits. */
export const IDENTITY_RPC = {
  /** Create or refresh the record of a signed-in user, from the claims of a verified token. */
  'identity.users.upsert': {
    request: z
      .object({
        firebaseUid: z.string().min(1).max(128),
        email: z.email(),
        emailVerified: z.boolean(),
      })
      .strict(),
    response: userRecordSchema,
  },
  /** The record of a Firebase user, or null before their first POST /me. */
  'identity.users.get': {
    request: z.object({ firebaseUid: z.string().min(1).max(128) }).strict(),
    response: z.object({ user: userRecordSchema.nullable() }),
  },
  'identity.users.list': { request: userListQuerySchema.strict(), response: userListSchema },
  /** Make Admin: idempotent; publishes UserPromoted the first time. */
  'identity.users.promote': {
    request: z.object({ userId: z.uuid(), promotedBy: z.string().min(1) }).strict(),
    response: userRecordSchema,
  },
  /** Grant admin by e-mail from the shell, before or after that person first signs in. */
  'identity.users.grantAdmin': {
    request: z.object({ email: z.email(), grantedBy: z.string().min(1) }).strict(),
    response: z.object({ email: z.email(), role: z.literal('admin'), signedInYet: z.boolean() }),
  },
  /**
   * Issue 33: grant or remove a role (Users screen). Nobody changes their own roles
   * (OWN_ROLE_CHANGE); the last admin keeps admin (LAST_ADMIN). Idempotent; each change is
   * announced as user.roles_changed (the compliance audit log keeps it).
   */
  'identity.users.setRole': {
    request: z
      .object({
        userId: z.uuid(),
        role: grantableRoleSchema,
        grant: z.boolean(),
        by: z.object({ userId: z.uuid().nullable(), email: z.string().min(1) }),
      })
      .strict(),
    response: userRecordSchema,
  },
  /**
   * Issue 33: erases a sign-in account (the Firebase user and the record); announced as
   * user.erased. `emailSha256` finds the account of an erased order's customer (retention).
   */
  'identity.users.erase': {
    request: z
      .object({
        firebaseUid: z.string().min(1).max(128).optional(),
        emailSha256: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .optional(),
        reason: z.enum(['customer_request', 'retention']),
      })
      .strict(),
    response: z.object({ erased: z.boolean() }),
  },
  /** What staff have set of the site's details (Site settings), and the latest changes. */
  'identity.site.get': { request: emptyRequest, response: siteEditsStateSchema },
  /** Staff change some of the site's details; each change is kept with who made it and when. */
  'identity.site.update': {
    request: z
      .object({
        edits: siteEditsSchema,
        /** What the site showed for each edited field before: the audit's "from" on a first edit. */
        shown: siteEditsStateSchema.shape.edits,
        changedBy: z.string().min(1),
      })
      .strict(),
    response: siteEditsStateSchema,
  },
} as const;
