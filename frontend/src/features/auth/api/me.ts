import type { UserRecord } from '@fx/contracts';
import { api } from '@/lib/api-client';

/** The signed-in user's record (and role), keyed by their Firebase ID token. */
export const meKey = '/api/v1/me';

/** GET /me: the record, or a 404 ApiError before the user's first POST. */
export function getMe(): Promise<UserRecord> {
  return api.get<UserRecord>(meKey, { auth: true });
}

/** POST /me: creates the record on first sign-in and refreshes its last sign-in time. */
export function postMe(): Promise<UserRecord> {
  return api.post<UserRecord>(meKey, {}, { auth: true });
}
