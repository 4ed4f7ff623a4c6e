// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** Why identity (users, accounts, the staff gate) refused: each maps to one HTTP status. */
export const IDENTITY_ERROR_CODES = [
  /** No user with this id. */
  'USER_NOT_FOUND',
  /** A signed-in user without a record yet (POST /me creates it). */
  'ACCOUNT_NOT_CREATED',
  /** Orders and alerts are found by e-mail, so it must be verified first. */
  'EMAIL_NOT_VERIFIED',
  /** The e-mail belongs to another account (or, unverified, cannot take over an earlier one). */
  'EMAIL_IN_USE',
  /** The staff gate is not in use on this deployment. */
  'STAFF_GATE_OFF',
  /** Nobody grants a role to themselves or removes their own (403). */
  'OWN_ROLE_CHANGE',
  /** The last admin cannot lose the admin role. */
  'LAST_ADMIN',
] as const;

export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

/** The roles a user may hold (a set): every user has `user`; staff `admin`; the MLRO `compliance_officer`. */
export const ROLES = ['user', 'admin', 'compliance_officer'] as const;
export type Role = (typeof ROLES)[number];
/** The roles staff grant and remove (Users screen); `user` is every account's. */
export const GRANTABLE_ROLES = ['admin', 'compliance_officer'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  admin: 'Admin',
  compliance_officer: 'Compliance officer',
};
