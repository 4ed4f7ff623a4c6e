import { outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import type { UserChange } from './stored-user';
import { wasPromoted } from './user-rules';

/**
 * user.promoted, for the outbox, for a change that made someone admin (a sign-in of a bootstrap
 * admin, or Make Admin); nothing for any other.
 */
export function userPromoted(change: UserChange, now: Date): OutboxEntry | undefined {
  if (!wasPromoted(change)) return undefined;
  const user = change.after;
  return outboxEntry('user.promoted', {
    userId: user.id,
    email: user.email,
    role: 'admin',
    promotedBy: user.promotedBy ?? 'unknown',
    promotedAt: (user.promotedAt ?? now).toISOString(),
  });
}
