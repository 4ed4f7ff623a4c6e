import { z } from 'zod';
import { emptyRequest } from '../common/schemas';
import { siteEditsSchema, siteEditsStateSchema } from '../site/settings';
import { userListQuerySchema, userListSchema, userRecordSchema } from './schemas';

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
