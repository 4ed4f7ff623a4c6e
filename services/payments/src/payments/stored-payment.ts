import type { PaymentCard, PaymentStatus } from '@fx/contracts';

/** An order's payment as the payments schema keeps it. */
export interface StoredPayment {
  id: string;
  orderId: string;
  /** The provider's hosted checkout (Stripe: the Checkout Session). */
  checkoutId: string;
  checkoutUrl: string;
  expiresAt: Date;
  /** The provider's payment (Stripe: the PaymentIntent), once the customer tried to pay. */
  paymentIntentId: string | null;
  amountPence: number;
  refundedPence: number;
  status: PaymentStatus;
  card: PaymentCard | null;
  /** Why the last try was declined, or why the payment failed. */
  failure: string | null;
  customerEmail: string;
  createdAt: Date;
  updatedAt: Date;
  authorisedAt: Date | null;
  capturedAt: Date | null;
  /** The order's number (8 digits), for staff; null for payments started without it. */
  orderNumber: string | null;
  /** A delivery order's postcode: the card's billing postcode must be the same. */
  deliveryPostcode: string | null;
  /** The card's billing postcode, when the hosted page asked for the address. */
  billingPostcode: string | null;
  /** When order.cancelled came: a payment authorised after it is released by itself. */
  orderCancelledAt: Date | null;
  /** What the cancellation kept back (the Terms' fee), in pence. */
  cancellationFeePence: number | null;
}

export type NewPayment = Pick<
  StoredPayment,
  | 'orderId'
  | 'checkoutId'
  | 'checkoutUrl'
  | 'expiresAt'
  | 'amountPence'
  | 'customerEmail'
  | 'orderNumber'
  | 'deliveryPostcode'
>;

/** Fields of a payment to change; the others stay as they are. */
export type PaymentUpdate = Partial<
  Pick<
    StoredPayment,
    | 'paymentIntentId'
    | 'refundedPence'
    | 'status'
    | 'card'
    | 'failure'
    | 'authorisedAt'
    | 'capturedAt'
    | 'billingPostcode'
    | 'orderCancelledAt'
    | 'cancellationFeePence'
  >
>;
