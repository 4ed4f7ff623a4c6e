// The payments service's port to a card payment provider (issue 32, item 1): what the use cases
// ask of it, in the product's words (orders, pence, authorised, captured, released), never a
// provider's. Stripe is the first adapter (stripe-payment-provider.ts); the use cases inject
// `PaymentProvider` (an abstract class, so it is Nest's injection token too).

/** The provider's bounds for how long a hosted checkout stays payable (Stripe: 30 min to 24 h). */
export const CHECKOUT_EXPIRY_MINUTES = { min: 30, max: 24 * 60, default: 30 } as const;

export interface StartCheckout {
  /** The order paid for: kept in the provider's metadata and read back from every event. */
  orderId: string;
  /** The amount in pence (integer). */
  amountMinor: number;
  currency: 'GBP';
  /** The line the customer sees on the hosted page, e.g. "EUR 560.00 (order FX-1234)". */
  description: string;
  /** Minutes the checkout stays payable, within CHECKOUT_EXPIRY_MINUTES (checked before any call). */
  expiresInMinutes: number;
  /** Only debit cards: a credit card is authorised by the provider but reported `cardAllowed: false`. */
  debitOnly: boolean;
  /** Collect the card's billing address on the hosted page (home delivery goes there). */
  collectBillingAddress: boolean;
  customerEmail?: string;
  /** Where the hosted page sends the customer after paying and after "cancel". */
  successUrl: string;
  cancelUrl: string;
  /** More string metadata for the provider's records (the order id is always there). */
  metadata?: Record<string, string>;
  /** The same key gives the same checkout (a retried start creates nothing twice). */
  idempotencyKey: string;
}

export interface StartedCheckout {
  checkoutId: string;
  /** The hosted page to send the customer to. */
  url: string;
  expiresAt: Date;
}

export type CardFunding = 'debit' | 'credit' | 'prepaid' | 'unknown';

export interface CardDetails {
  brand: string;
  last4: string;
  funding: CardFunding;
}

export interface BillingAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
}

/**
 * A checkout as the provider has it now. `open`: not paid yet (`declined` says why the last try
 * failed); `authorised`: the card is held for `amountMinor`; `captured`: the money is taken;
 * `released`: the hold was let go (canceled); `expired`: never paid, no longer payable.
 */
export type CheckoutStatus = 'open' | 'expired' | 'authorised' | 'captured' | 'released';

export interface CheckoutOutcome {
  checkoutId: string;
  orderId: string | null;
  status: CheckoutStatus;
  /** The payment (Stripe: the PaymentIntent), once the customer tried to pay. */
  paymentId: string | null;
  amountMinor: number;
  card: CardDetails | null;
  /** False for a credit (or unknown) card when the checkout was started debit only. */
  cardAllowed: boolean;
  billingAddress: BillingAddress | null;
  customerEmail: string | null;
  cardholderName: string | null;
  declined: { code: string; message: string } | null;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface RefundResult {
  refundId: string;
  paymentId: string;
  amountMinor: number;
  status: RefundStatus;
  failureReason: string | null;
}

export interface PaymentRecord {
  paymentId: string;
  orderId: string | null;
  status: 'open' | 'authorised' | 'captured' | 'released';
  amountMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  disputed: boolean;
  createdAt: Date;
}

export interface RefundRecord extends RefundResult {
  createdAt: Date;
}

export interface DisputeRecord {
  disputeId: string;
  paymentId: string | null;
  amountMinor: number;
  reason: string;
  status: string;
  /** The provider's deadline for the evidence, if it gives one. */
  respondBy: Date | null;
  createdAt: Date;
}

/** What happened at the provider, from a verified webhook, in the product's words. */
export type PaymentEvent = {
  eventId: string;
  occurredAt: Date;
  /** The provider's own name for the event ("payment_intent.succeeded"), stored with it. */
  type: string;
} & (
  | {
      kind: 'checkout.completed';
      checkoutId: string;
      orderId: string | null;
      paymentId: string | null;
    }
  | { kind: 'checkout.expired'; checkoutId: string; orderId: string | null }
  | { kind: 'payment.authorised'; paymentId: string; orderId: string | null; amountMinor: number }
  | { kind: 'payment.captured'; paymentId: string; orderId: string | null; amountMinor: number }
  | { kind: 'payment.released'; paymentId: string; orderId: string | null }
  | {
      kind: 'payment.failed';
      paymentId: string;
      orderId: string | null;
      code: string;
      message: string;
    }
  | { kind: 'refund.changed'; refund: RefundResult }
  | { kind: 'dispute.opened'; dispute: DisputeRecord }
  | { kind: 'other' }
);

export interface Period {
  from: Date;
  to?: Date;
}

export abstract class PaymentProvider {
  /** Creates the hosted checkout; refuses an expiry outside the provider's bounds before calling it. */
  abstract startCheckout(checkout: StartCheckout): Promise<StartedCheckout>;
  /** Reads the checkout and its payment now (server side: never trust the return URL). */
  abstract readCheckout(checkoutId: string): Promise<CheckoutOutcome>;
  /** Takes the authorised amount (or less). */
  abstract capture(
    paymentId: string,
    idempotencyKey: string,
    amountMinor?: number,
  ): Promise<PaymentRecord>;
  /**
   * Lets go of a checkout: expires it while it is open, releases the hold once authorised.
   * Nothing to do (expired, released) is not an error.
   */
  abstract release(checkoutId: string, idempotencyKey: string): Promise<CheckoutOutcome>;
  /** Refunds a captured payment, all that is left of it by default. */
  abstract refund(
    paymentId: string,
    idempotencyKey: string,
    amountMinor?: number,
  ): Promise<RefundResult>;
  abstract listPayments(period: Period): Promise<PaymentRecord[]>;
  abstract listRefunds(period: Period): Promise<RefundRecord[]>;
  abstract listDisputes(period: Period): Promise<DisputeRecord[]>;
  /** Verifies the webhook's signature over the raw body and reads the event; throws if forged. */
  abstract parseWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEvent;
}
