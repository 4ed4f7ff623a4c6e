/** Messages are the spec's own (product-spec section 8), shown to customers as they are. */
export const PricingMessages = {
  INVALID_AMOUNT: 'Please give correct amount',
  TOO_MANY_LINES: 'Please clear your cart',
  NO_LINES: 'Please add currency item',
  UNKNOWN_CURRENCY: 'This currency is not available',
  INVALID_RATE: 'This currency has no valid rate',
} as const;

export type PricingErrorCode = keyof typeof PricingMessages;

export class PricingError extends Error {
  constructor(
    readonly code: PricingErrorCode,
    /** Which input is at fault, as a path such as "lines.2.amount". */
    readonly field: string,
    readonly reason?: string,
  ) {
    super(PricingMessages[code]);
    this.name = 'PricingError';
  }
}
