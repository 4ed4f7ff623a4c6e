// Stripe's objects read into the port's records (payment-provider.ts).
import type Stripe from 'stripe';
import type {
  BillingAddress,
  CardDetails,
  CardFunding,
  CheckoutOutcome,
  DisputeRecord,
  PaymentRecord,
  RefundResult,
  RefundStatus,
} from './payment-provider';

/** The metadata keys the adapter writes on the Checkout Session and its PaymentIntent. */
export const ORDER_KEY = 'order_id';
export const DEBIT_ONLY_KEY = 'debit_only';

const FUNDING: readonly CardFunding[] = ['debit', 'credit', 'prepaid'];

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return intent.latest_charge && typeof intent.latest_charge === 'object'
    ? intent.latest_charge
    : null;
}

export function cardOf(charge: Stripe.Charge | null): CardDetails | null {
  const card = charge?.payment_method_details?.card;
  if (!card) return null;
  const funding = FUNDING.find((value) => value === card.funding) ?? 'unknown';
  return { brand: card.brand ?? 'unknown', last4: card.last4 ?? '', funding };
}

function intentStatus(intent: Stripe.PaymentIntent): PaymentRecord['status'] {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorised';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'released';
    case 'processing':
    case 'requires_action':
    case 'requires_confirmation':
    case 'requires_payment_method':
      return 'open';
  }
  return 'open'; // a status a later API version adds: not paid yet, as far as the product knows
}

function address(value: Stripe.Address | null | undefined): BillingAddress | null {
  if (!value) return null;
  return {
    line1: value.line1 ?? null,
    line2: value.line2 ?? null,
    city: value.city ?? null,
    postalCode: value.postal_code ?? null,
    country: value.country ?? null,
  };
}

/** A session retrieved with `payment_intent` and `payment_intent.latest_charge` expanded. */
export function outcome(session: Stripe.Checkout.Session): CheckoutOutcome {
  const intent =
    session.payment_intent && typeof session.payment_intent === 'object'
      ? session.payment_intent
      : null;
  const charge = intent ? chargeOf(intent) : null;
  const paid = charge?.status === 'succeeded';
  const card = paid ? cardOf(charge) : null;
  const debitOnly = session.metadata?.[DEBIT_ONLY_KEY] === 'true';
  // Open and expired sessions were never paid (a declined try leaves the session open; expiring it
  // cancels that unpaid PaymentIntent): only a complete one has a hold, taken or let go.
  const status: CheckoutOutcome['status'] =
    session.status === 'complete' && intent
      ? intentStatus(intent)
      : session.status === 'expired'
        ? 'expired'
        : 'open';
  const error = intent?.last_payment_error;
  return {
    checkoutId: session.id,
    orderId: session.metadata?.[ORDER_KEY] ?? session.client_reference_id ?? null,
    status,
    paymentId: intent?.id ?? idOf(session.payment_intent),
    amountMinor: session.amount_total ?? 0,
    card,
    cardAllowed: !card || !debitOnly || card.funding === 'debit',
    billingAddress: address(session.customer_details?.address),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    // The name typed on the card, where Stripe keeps it: the payment method's (and so the
    // charge's) billing_details; customer_details.name may be a business name.
    cardholderName: paid ? (charge?.billing_details?.name ?? null) : null,
    declined:
      status === 'open' && error
        ? { code: error.decline_code ?? error.code ?? 'declined', message: error.message ?? '' }
        : null,
  };
}

/** A PaymentIntent, its `latest_charge` expanded or not. */
export function paymentRecord(intent: Stripe.PaymentIntent): PaymentRecord {
  const charge = chargeOf(intent);
  return {
    paymentId: intent.id,
    orderId: intent.metadata?.[ORDER_KEY] ?? null,
    status: intentStatus(intent),
    amountMinor: intent.amount,
    capturedMinor: intent.amount_received ?? 0,
    refundedMinor: intent.status === 'canceled' ? 0 : (charge?.amount_refunded ?? 0),
    disputed: charge?.disputed ?? false,
    createdAt: new Date(intent.created * 1000),
  };
}

const REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'succeeded', 'failed', 'canceled'];

export function refundResult(refund: Stripe.Refund): RefundResult {
  return {
    refundId: refund.id,
    paymentId: idOf(refund.payment_intent) ?? '',
    amountMinor: refund.amount,
    status: REFUND_STATUSES.find((status) => status === refund.status) ?? 'pending',
    failureReason: refund.failure_reason ?? null,
  };
}

export function disputeRecord(dispute: Stripe.Dispute): DisputeRecord {
  return {
    disputeId: dispute.id,
    paymentId: idOf(dispute.payment_intent),
    amountMinor: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
    respondBy: dispute.evidence_details?.due_by
      ? new Date(dispute.evidence_details.due_by * 1000)
      : null,
    createdAt: new Date(dispute.created * 1000),
  };
}
