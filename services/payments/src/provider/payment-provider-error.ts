/**
 * Why the provider could not do what was asked, as a stable code the payments service maps to its
 * own errors: `PROVIDER_UNAVAILABLE` (no answer, 5xx, rate limited: try again later, nothing was
 * done), `PROVIDER_REFUSED` (the request was refused: a bug or a state the provider does not
 * allow), `CHECKOUT_EXPIRY_OUT_OF_RANGE` (refused before calling), `WEBHOOK_SIGNATURE_INVALID`.
 */
export type PaymentProviderErrorCode =
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_REFUSED'
  | 'CHECKOUT_EXPIRY_OUT_OF_RANGE'
  | 'WEBHOOK_SIGNATURE_INVALID';

export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
    /** The provider's own code (Stripe's `error.code`), when it gave one. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
