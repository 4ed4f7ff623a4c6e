// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** Why the rates service refused: each maps to one HTTP status in the gateway. */
export const RATE_ERROR_CODES = [
  /** The bureau does not offer (or does not list) this currency. */
  'CURRENCY_NOT_OFFERED',
  /** A currency added twice. */
  'CURRENCY_EXISTS',
  /** A currency's details are not acceptable (e.g. not an ISO 4217 currency). */
  'CURRENCY_INVALID',
  /** No such rate alert, or it has been removed. */
  'ALERT_NOT_FOUND',
  /** An alert's currency or target rate is not acceptable. */
  'ALERT_INVALID',
  /** The address already has the most alerts it may have. */
  'ALERT_LIMIT_REACHED',
  /** The alert has fired: how it was sent is history, not a setting. */
  'ALERT_ALREADY_SENT',
] as const;

export type RateErrorCode = (typeof RATE_ERROR_CODES)[number];
