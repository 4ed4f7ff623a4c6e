// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/**
 * Why the notifications service refused. The contact form is checked at the gateway, and a mail
 * that cannot be sent is kept and retried, never answered as an error.
 */
export const NOTIFICATION_ERROR_CODES = [
  /** No such push device of the caller's, or it has been turned off. */
  'PUSH_DEVICE_NOT_FOUND',
] as const;
