// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** Why the orders service refused: each maps to one HTTP status in the gateway. */
export const ORDER_ERROR_CODES = [
  /** No order with this id or number (or not the caller's: answered the same way). */
  'ORDER_NOT_FOUND',
  /** Accept or a customer's cancel asked of an order that is no longer pending. */
  'ORDER_NOT_PENDING',
  /** Complete asked of an order that is not accepted. */
  'ORDER_NOT_ACCEPTED',
  /** Delete asked of an order already removed from the lists. */
  'ORDER_ALREADY_REMOVED',
  /** The collection branch is not one of the bureau's. */
  'BRANCH_UNKNOWN',
  /** A line cannot be priced: amount, currency, too many or no lines. */
  'ORDER_LINES_INVALID',
  /** An Idempotency-Key seen before with another order. */
  'IDEMPOTENCY_KEY_REUSED',
  /** A rate moved beyond the tolerance since the customer saw it: nothing placed, a fresh quote. */
  'RATES_CHANGED',
  /** The rates are older than the maximum age: no order until they are refreshed. */
  'RATES_STALE',
  /** The collection day is closed, past the same-day cut-off, before a lead time or too far. */
  'COLLECTION_DAY_UNAVAILABLE',
  /** A currency the branch has marked unavailable: it cannot be ordered there. */
  'CURRENCY_UNAVAILABLE',
  /** The customer's orders in the window (matched by e-mail or phone) would pass the limit. */
  'ORDER_LIMIT_REACHED',
] as const;

export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];
