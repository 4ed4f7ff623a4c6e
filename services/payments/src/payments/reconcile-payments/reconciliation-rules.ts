import type { ReconciliationDifference } from '@fx/contracts';
import type { PaymentRecord, RefundRecord } from '../../provider/payment-provider';
import type { StoredPayment } from '../stored-payment';

export type Difference = Omit<ReconciliationDifference, 'foundAt'>;

export interface Books {
  /** The provider's payments of the period (unpaid tries included; they are skipped). */
  theirs: readonly PaymentRecord[];
  theirRefunds: readonly RefundRecord[];
  /** Our payments of the period, and any the provider's name. */
  ours: readonly StoredPayment[];
  /** The provider's refund ids we know (each try's). */
  knownRefundIds: ReadonlySet<string>;
}

type TheirStatus = PaymentRecord['status'];

/** What the provider should say of a payment in each of our statuses. */
const EXPECTED: Record<StoredPayment['status'], readonly TheirStatus[]> = {
  awaiting_payment: ['open'],
  authorised: ['authorised'],
  captured: ['captured'],
  refunded: ['captured'],
  refund_failed: ['captured'],
  released: ['released', 'open'],
  failed: ['released', 'open'],
};

const pounds = (pence: number) => `GBP ${(pence / 100).toFixed(2)}`;

/**
 * The differences between the provider's books and ours, each with what staff should do next:
 * money taken or held that no live order has, statuses and amounts that differ, and refunds
 * one side has and the other does not.
 */
export function reconcile({ theirs, theirRefunds, ours, knownRefundIds }: Books): Difference[] {
  const byIntent = new Map(
    ours.flatMap((p) => (p.paymentIntentId ? [[p.paymentIntentId, p]] : [])),
  );
  const byOrder = new Map(ours.map((p) => [p.orderId, p]));
  const differences: Difference[] = [];
  const seen = new Set<string>();
  for (const payment of theirs) {
    if (payment.status === 'open') continue; // a try never paid
    const mine =
      byIntent.get(payment.paymentId) ?? (payment.orderId ? byOrder.get(payment.orderId) : null);
    if (mine) seen.add(mine.id);
    const found = mine ? compare(payment, mine) : unknown(payment);
    if (found) differences.push(found);
  }
  for (const mine of ours) {
    if (seen.has(mine.id) || !mine.paymentIntentId) continue;
    if (!['authorised', 'captured', 'refunded', 'refund_failed'].includes(mine.status)) continue;
    differences.push({
      ...orderOf(mine),
      kind: 'status_mismatch',
      providerId: mine.paymentIntentId,
      ours: `${mine.status.replace('_', ' ')}, ${pounds(mine.amountPence)}`,
      theirs: 'no such payment in this period',
      nextStep:
        'Look the payment up in the Stripe dashboard by its id; if Stripe has no payment, treat the order as unpaid and contact the customer.',
    });
  }
  for (const refund of theirRefunds) {
    if (knownRefundIds.has(refund.refundId) || refund.status === 'failed') continue;
    const mine = byIntent.get(refund.paymentId);
    differences.push({
      ...(mine ? orderOf(mine) : { orderId: null, orderNumber: null }),
      kind: 'refund_mismatch',
      providerId: refund.refundId,
      ours: 'no such refund',
      theirs: `refund ${refund.status}, ${pounds(refund.amountMinor)}`,
      nextStep:
        'A refund was made in Stripe outside the product: check with the team who made it and note it on the order.',
    });
  }
  return differences;
}

function orderOf(payment: StoredPayment) {
  return { orderId: payment.orderId, orderNumber: payment.orderNumber };
}

function unknown(payment: PaymentRecord): Difference {
  return {
    orderId: null,
    orderNumber: null,
    kind: 'paid_without_order',
    providerId: payment.paymentId,
    ours: 'no payment',
    theirs: describe(payment),
    nextStep: `Stripe has a payment we have no record of${payment.orderId ? ` (its metadata names order id ${payment.orderId})` : ''}: find the customer in the Stripe dashboard, and release or refund it there unless an order should have it.`,
  };
}

function compare(payment: PaymentRecord, mine: StoredPayment): Difference | null {
  const base = { ...orderOf(mine), providerId: payment.paymentId, theirs: describe(payment) };
  const ours = `${mine.status.replace('_', ' ')}, ${pounds(mine.amountPence)}, ${pounds(mine.refundedPence)} refunded`;
  const kept = mine.cancellationFeePence ?? 0;
  const stillTaken =
    payment.status === 'authorised' ||
    (payment.status === 'captured' && payment.capturedMinor - payment.refundedMinor > kept);
  if (mine.orderCancelledAt && stillTaken) {
    return {
      ...base,
      kind: 'paid_without_order',
      ours: `order cancelled, ${pounds(kept)} fee kept`,
      nextStep:
        payment.status === 'authorised'
          ? 'The order was cancelled but the card is still held: release the payment in the Stripe dashboard.'
          : `The order was cancelled but ${pounds(payment.capturedMinor - payment.refundedMinor - kept)} is still owed to the customer: retry the refund on this screen, or refund it in the Stripe dashboard.`,
    };
  }
  if (!EXPECTED[mine.status].includes(payment.status)) {
    return {
      ...base,
      kind: 'status_mismatch',
      ours,
      nextStep:
        'Stripe and the order disagree on where the payment is. If this is still here after the next reconciliation, check the payment in the Stripe dashboard and tell the developers: a webhook may have been lost.',
    };
  }
  if (payment.amountMinor !== mine.amountPence) {
    return {
      ...base,
      kind: 'amount_mismatch',
      ours,
      nextStep:
        'The amounts differ: check what the customer was charged in the Stripe dashboard against the order, and refund any difference.',
    };
  }
  if (payment.status === 'captured' && payment.refundedMinor !== mine.refundedPence) {
    return {
      ...base,
      kind: 'refund_mismatch',
      ours,
      nextStep:
        'Stripe has refunded a different amount than the order shows: check the refunds in the Stripe dashboard before refunding anything more.',
    };
  }
  return null;
}

function describe(payment: PaymentRecord): string {
  const refunded = payment.refundedMinor ? `, ${pounds(payment.refundedMinor)} refunded` : '';
  return `${payment.status}, ${pounds(payment.amountMinor)}${refunded}${payment.disputed ? ', disputed' : ''}`;
}
