import { normalisePostcode } from '@fx/contracts';
import type { PaymentCard, PaymentFailureReason, PaymentStatus } from '@fx/contracts';
import type { CardDetails, CheckoutOutcome } from '../provider/payment-provider';
import type { PaymentUpdate, StoredPayment } from './stored-payment';

/**
 * Where a payment may go from each status. Events arrive in any order (a capture before the
 * authorisation), so a payment only ever moves forward along these; anything else is a no-op.
 * A refund that succeeded may still fail later at the provider (refunded -> refund_failed); the
 * refunds' own moves are refund-rules.ts.
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  awaiting_payment: ['authorised', 'captured', 'released', 'failed'],
  authorised: ['captured', 'released', 'failed'],
  captured: ['refunded', 'refund_failed'],
  refunded: ['refund_failed'],
  refund_failed: ['refunded'],
  released: [],
  failed: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

export const FAILURE_MESSAGES: Record<PaymentFailureReason, string> = {
  expired: 'The payment was not made in time: the checkout expired.',
  card_not_allowed:
    'Only debit cards are taken: the credit card was not charged and its hold was released.',
  released: 'The hold on the card was released before any money was taken.',
  billing_postcode_mismatch:
    "The card's billing postcode is not the delivery postcode: the card was not charged and its hold was released.",
};

/** Why a hold must be let go, not kept: the release's payment.failed reason. */
export type ReleaseReason = Exclude<PaymentFailureReason, 'expired'>;

/** What a change announces: each becomes a payment.* event written with it. */
export type Announcement =
  | { kind: 'authorised'; cardholderName?: string | null }
  | { kind: 'captured' }
  | { kind: 'failed'; reason: PaymentFailureReason };

export interface PaymentDecision {
  set: PaymentUpdate;
  announce: Announcement[];
}

export type Target =
  | { status: 'authorised' | 'captured'; cardholderName?: string | null }
  | { status: 'failed' | 'released'; reason: PaymentFailureReason };

/**
 * Why a card just held must be let go before the order hears of it, or null to keep it: a credit
 * card where only debit cards are taken, a delivery order's card billed to another postcode, or
 * an order cancelled (or expired) before its payment came: refunded by itself.
 */
export function mustRelease(
  payment: StoredPayment,
  outcome: CheckoutOutcome,
): ReleaseReason | null {
  if (outcome.status !== 'authorised') return null;
  if (payment.status !== 'awaiting_payment' && payment.status !== 'authorised') return null;
  if (!outcome.cardAllowed) return 'card_not_allowed';
  if (payment.deliveryPostcode && billingPostcodeOf(outcome) !== payment.deliveryPostcode) {
    return 'billing_postcode_mismatch';
  }
  if (payment.orderCancelledAt) return 'released';
  return null;
}

function billingPostcodeOf(outcome: CheckoutOutcome): string | null {
  const postcode = outcome.billingAddress?.postalCode;
  return postcode ? normalisePostcode(postcode) : null;
}

/** Moves a payment towards what the provider says of its checkout now, never backwards. */
export function followProvider(
  payment: StoredPayment,
  outcome: CheckoutOutcome,
  now: Date,
): PaymentDecision {
  const known = knownOf(payment, outcome);
  const target = targetOf(outcome);
  if (target) return moveTo(payment, target, now, known);
  // Still open: a declined try leaves it payable; the decline is kept to show.
  const declined =
    outcome.declined && payment.status === 'awaiting_payment'
      ? { failure: outcome.declined.message }
      : {};
  return { set: { ...known, ...declined }, announce: [] };
}

function targetOf(outcome: CheckoutOutcome): Target | null {
  switch (outcome.status) {
    case 'open':
      return null;
    case 'expired':
      return { status: 'failed', reason: 'expired' };
    case 'authorised':
    case 'captured':
      return { status: outcome.status, cardholderName: outcome.cardholderName };
    case 'released':
      return outcome.card && !outcome.cardAllowed
        ? { status: 'failed', reason: 'card_not_allowed' }
        : { status: 'released', reason: 'released' };
  }
}

/** The change that takes a payment to `target`, and what it announces; none if it cannot go there. */
export function moveTo(
  payment: StoredPayment,
  target: Target,
  now: Date,
  known: PaymentUpdate = {},
): PaymentDecision {
  if (!canMove(payment.status, target.status)) return { set: known, announce: [] };
  const set: PaymentUpdate = { ...known, status: target.status };
  const announce: Announcement[] = [];
  // A capture seen first is an authorisation too: orders hear both, in order.
  const authorising =
    target.status === 'authorised' ||
    (target.status === 'captured' && payment.status === 'awaiting_payment');
  if (authorising) {
    Object.assign(set, { authorisedAt: now, failure: null });
    const cardholderName = 'cardholderName' in target ? target.cardholderName : undefined;
    announce.push({ kind: 'authorised', cardholderName });
  }
  if (target.status === 'captured') {
    set.capturedAt = now;
    announce.push({ kind: 'captured' });
  }
  if (target.status === 'failed' || target.status === 'released') {
    set.failure = FAILURE_MESSAGES[target.reason];
    announce.push({ kind: 'failed', reason: target.reason });
  }
  return { set, announce };
}

/** What the provider tells of a payment that it does not have yet: the provider's id, the card. */
export function knownOf(payment: StoredPayment, outcome: CheckoutOutcome): PaymentUpdate {
  return {
    ...(outcome.paymentId && !payment.paymentIntentId
      ? { paymentIntentId: outcome.paymentId }
      : {}),
    ...(outcome.card && !payment.card ? { card: cardOf(outcome.card) } : {}),
    ...(outcome.billingAddress?.postalCode && !payment.billingPostcode
      ? { billingPostcode: billingPostcodeOf(outcome) }
      : {}),
  };
}

export function cardOf(card: CardDetails): PaymentCard {
  return { brand: card.brand, last4: card.last4, funding: card.funding };
}
