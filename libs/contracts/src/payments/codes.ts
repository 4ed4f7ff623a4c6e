// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** Why the payments service refused: each maps to one HTTP status (the gateway's statusOf). */
export const PAYMENT_ERROR_CODES = [
  /** This deployment takes no card payments (PAYMENTS_PROVIDER=off): reserve and pay in store. */
  'PAYMENTS_OFF',
  /** The card payment provider did not answer: nothing was started or changed; try again shortly. */
  'PAYMENTS_UNAVAILABLE',
  /** The provider refused the request (a state it does not allow, or a bug of ours). */
  'PAYMENT_PROVIDER_REFUSED',
  /** No payment for this order. */
  'PAYMENT_NOT_FOUND',
  /** The payment is not in a state that allows this (capture before authorisation, ...). */
  'PAYMENT_STATE_INVALID',
  /** A rule (e.g. a compliance hold) stops this refund or release for now. */
  'PAYMENT_HELD',
  /** A webhook whose Stripe-Signature does not verify over its raw body: nothing was stored. */
  'WEBHOOK_SIGNATURE_INVALID',
] as const;

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** A payment's status, as staff and the orders service see it. */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'authorised',
  'captured',
  'released',
  'refunded',
  'refund_failed',
  'failed',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a payment failed (payment.failed's `reason`). */
export const PAYMENT_FAILURE_REASONS = [
  /** The checkout expired unpaid. */
  'expired',
  /** A credit card where only debit cards are taken: the hold was released. */
  'card_not_allowed',
  /** The hold was let go before capture (the order cancelled, or the provider's 7 days passed). */
  'released',
  /** A delivery order paid with a card whose billing postcode is not the delivery postcode. */
  'billing_postcode_mismatch',
] as const;

export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];
