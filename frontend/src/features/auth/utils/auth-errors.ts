import { isApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG, UserSyncError } from '@/features/auth/utils/user-sync-error';

export { SOMETHING_WENT_WRONG, UserSyncError };
export const WRONG_CREDENTIALS = "The password doesn't match";
export const ENTER_AN_EMAIL = 'Enter an email';
export const ENTER_A_PASSWORD = 'Enter a password';
/** Firebase's default password policy. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

export type AuthField = 'email' | 'password';

/** What to tell the user about a failed sign-in, and which field it belongs to (if any). */
export type AuthErrorMessage = { message: string; field: AuthField | null };

const messages: Record<string, AuthErrorMessage> = {
  'auth/invalid-credential': { message: WRONG_CREDENTIALS, field: 'password' },
  'auth/invalid-login-credentials': { message: WRONG_CREDENTIALS, field: 'password' },
  'auth/wrong-password': { message: WRONG_CREDENTIALS, field: 'password' },
  'auth/user-not-found': { message: WRONG_CREDENTIALS, field: 'password' },
  'auth/missing-email': { message: ENTER_AN_EMAIL, field: 'email' },
  'auth/missing-password': { message: ENTER_A_PASSWORD, field: 'password' },
  'auth/invalid-email': {
    message: 'Enter a valid email address, like you@example.com',
    field: 'email',
  },
  'auth/email-already-in-use': {
    message: 'An account with this email already exists. Sign in instead.',
    field: 'email',
  },
  'auth/credential-already-in-use': {
    message: 'This Google account is already linked to another user.',
    field: null,
  },
  'auth/account-exists-with-different-credential': {
    message: 'An account with this email already exists. Sign in with your email and password.',
    field: null,
  },
  'auth/weak-password': { message: PASSWORD_TOO_SHORT, field: 'password' },
  'auth/password-does-not-meet-requirements': {
    message:
      'Your password does not meet the requirements. Try a longer one with letters and numbers.',
    field: 'password',
  },
  'auth/network-request-failed': {
    message: "We couldn't reach the sign-in service. Check your internet connection and try again.",
    field: null,
  },
  'auth/too-many-requests': {
    message: 'Too many attempts. Please wait a few minutes and try again.',
    field: null,
  },
  'auth/user-disabled': {
    message: 'This account has been disabled. Please contact us for help.',
    field: null,
  },
  'auth/user-token-expired': {
    message: 'Your session has expired. Please sign in again.',
    field: null,
  },
  'auth/requires-recent-login': {
    message: 'Your session has expired. Please sign in again.',
    field: null,
  },
  'auth/operation-not-allowed': {
    message: 'This way of signing in is not available right now.',
    field: null,
  },
  'auth/popup-blocked': {
    message:
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    field: null,
  },
  'auth/unauthorized-domain': {
    message: 'Google sign-in is not available on this address.',
    field: null,
  },
};

/** The user closed the Google popup themselves: nothing to report. */
const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

function errorCode(error: unknown): string | null {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/**
 * The message for a failed sign-in or sign-up, or null when there is nothing to say (the user
 * cancelled, or the provider already told them).
 */
export function authErrorMessage(error: unknown): AuthErrorMessage | null {
  if (error instanceof UserSyncError) return null;
  // GET /api/v1/config failed before Firebase could start: the API's own message.
  if (isApiError(error)) return { message: error.message, field: null };
  const code = errorCode(error);
  if (code && CANCELLED.has(code)) return null;
  return (code ? messages[code] : undefined) ?? { message: SOMETHING_WENT_WRONG, field: null };
}
