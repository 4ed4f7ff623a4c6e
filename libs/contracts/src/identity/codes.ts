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
] as const;

export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];
