import type { UserRecord } from '@fx/contracts';
import type { StoredUser } from './stored-user';

/** A user as the gateway and the dashboard see them. */
export function toUserRecord(user: StoredUser): UserRecord {
  return {
    id: user.id,
    email: user.email,
    role: user.roles.includes('admin') ? 'admin' : 'user',
    roles: ['user', ...user.roles],
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}
