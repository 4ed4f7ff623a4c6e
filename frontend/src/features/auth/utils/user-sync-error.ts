// Apart from auth-errors.ts, whose messages only the sign-in and sign-up pages need: what every
// page's auth provider and account area use stays out of their chunk.

/** The spec's catch-all message (section 8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * Thrown by the auth provider when Firebase signed the user in but the API could not save their
 * record: the user has been signed out again and already told.
 */
export class UserSyncError extends Error {
  override readonly name = 'UserSyncError';
  constructor() {
    super(SOMETHING_WENT_WRONG);
  }
}
