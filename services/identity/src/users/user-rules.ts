import type { GrantableRole } from '@fx/contracts';
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
  return isAdmin(user)
    ? {}
    : { roles: withRole(user.roles, 'admin', true), promotedAt: at, promotedBy };
}

export function isAdmin(user: StoredUser | null | undefined): boolean {
  return user?.roles.includes('admin') ?? false;
}

export function wasPromoted(change: UserChange): boolean {
  return isAdmin(change.after) && !isAdmin(change.before);
}

/** The roles with `role` granted or removed, in a stable order. */
export function withRole(
  roles: readonly GrantableRole[],
  role: GrantableRole,
  grant: boolean,
): GrantableRole[] {
  const set = new Set(roles);
  if (grant) set.add(role);
  else set.delete(role);
  return (['admin', 'compliance_officer'] as const).filter((each) => set.has(each));
}

/** Who grants or removes a role (identity.users.setRole). */
export interface RoleChanger {
  userId: string | null;
  email: string;
}

/**
 * Grant or remove one role: nobody changes their own roles (OWN_ROLE_CHANGE), and the last admin
 * keeps admin (LAST_ADMIN). Granting a role held, or removing one not held, changes nothing.
 */
export function roleChange(
  user: StoredUser,
  role: GrantableRole,
  grant: boolean,
  by: RoleChanger,
  admins: number,
  at: Date,
): UserChanges {
  if (by.userId === user.id || by.email.toLowerCase() === user.email.toLowerCase()) {
    throw new DomainError('OWN_ROLE_CHANGE', 'Nobody can grant or remove their own roles.');
  }
  if (user.roles.includes(role) === grant) return {};
  if (role === 'admin' && !grant && admins <= 1) {
    throw new DomainError('LAST_ADMIN', 'The last admin cannot lose the admin role.');
  }
  const roles = withRole(user.roles, role, grant);
  return role === 'admin' && grant ? { roles, promotedAt: at, promotedBy: by.email } : { roles };
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
      roles: bootstrap ? ['admin'] : [],
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
      roles: ['admin'],
      createdAt: now,
      lastSignInAt: null,
      promotedAt: now,
      promotedBy: grantedBy,
    },
  };
}
