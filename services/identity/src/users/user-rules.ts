import { DomainError } from '@fx/service-kit';
import type { StoredUser, UserChange, UserChanges, UserWrite } from './stored-user';

/** Who signs in, as Firebase vouches for them. */
export interface SignInClaims {
  firebaseUid: string;
  email: string;
  emailVerified: boolean;
}

/** The changes that make someone admin; none for someone who already is. */
export function promotion(user: StoredUser, promotedBy: string, at: Date): UserChanges {
  return user.role === 'admin' ? {} : { role: 'admin', promotedAt: at, promotedBy };
}

export function wasPromoted(change: UserChange): boolean {
  return change.after.role === 'admin' && change.before?.role !== 'admin';
}

/**
 * What a sign-in writes, given the record of its uid and the record of its e-mail (any letter
 * case): the uid's record takes the e-mail as it is now; otherwise the e-mail's record, if
 * another account left it or a grant waits for a first sign-in, goes to this uid, but only for
 * someone who has proved the address; otherwise a new record. A bootstrap admin is made admin.
 */
export function signInWrite(
  found: { byUid: StoredUser | null; byEmail: StoredUser | null },
  claims: SignInClaims,
  bootstrap: boolean,
  now: Date,
): UserWrite {
  const { byUid, byEmail } = found;
  const signedIn = (user: StoredUser, set: UserChanges): UserWrite => ({
    update: user,
    set: { ...set, lastSignInAt: now, ...(bootstrap ? promotion(user, 'bootstrap', now) : {}) },
  });
  if (byUid) {
    if (byEmail && byEmail.id !== byUid.id) {
      throw new DomainError(
        'EMAIL_IN_USE',
        'This e-mail address already belongs to another account.',
      );
    }
    return signedIn(byUid, { email: claims.email });
  }
  if (byEmail && byEmail.firebaseUid !== claims.firebaseUid) {
    if (!claims.emailVerified) {
      throw new DomainError(
        'EMAIL_IN_USE',
        'Please verify your e-mail address to use this account.',
      );
    }
    return signedIn(byEmail, { firebaseUid: claims.firebaseUid, email: claims.email });
  }
  return {
    create: {
      firebaseUid: claims.firebaseUid,
      email: claims.email,
      role: bootstrap ? 'admin' : 'user',
      createdAt: now,
      lastSignInAt: now,
      promotedAt: bootstrap ? now : null,
      promotedBy: bootstrap ? 'bootstrap' : null,
    },
  };
}

/** Admin by e-mail: the record of the address promoted, or one waiting for a first sign-in. */
export function adminGrant(
  existing: StoredUser | null,
  email: string,
  grantedBy: string,
  now: Date,
): UserWrite {
  if (existing) return { update: existing, set: promotion(existing, grantedBy, now) };
  return {
    create: {
      firebaseUid: null,
      email,
      role: 'admin',
      createdAt: now,
      lastSignInAt: null,
      promotedAt: now,
      promotedBy: grantedBy,
    },
  };
}
