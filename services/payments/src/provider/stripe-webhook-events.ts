// A verified Stripe event read into the port's PaymentEvent: the kinds the payments service acts on,
// and `other` for the rest (it stores and acknowledges those, and does nothing more).
import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider';
import { disputeRecord, ORDER_KEY, refundResult } from './stripe-records';

export function paymentEvent(event: Stripe.Event): PaymentEvent {
  const base = {
    eventId: event.id,
    occurredAt: new Date(event.created * 1000),
    type: event.type,
  };
  // Stripe's event union has hundreds of types: the ones acted on are picked out, the rest are `other`.
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    return {
      ...base,
      kind: 'checkout.completed',
      checkoutId: session.id,
      orderId: session.metadata?.[ORDER_KEY] ?? null,
      paymentId: idOf(session.payment_intent),
    };
  }
  if (event.type === 'checkout.session.expired') {
    const session = event.data.object;
    return {
      ...base,
      kind: 'checkout.expired',
      checkoutId: session.id,
      orderId: session.metadata?.[ORDER_KEY] ?? null,
    };
  }
  if (
    event.type === 'payment_intent.amount_capturable_updated' ||
    event.type === 'payment_intent.succeeded' ||
    event.type === 'payment_intent.canceled' ||
    event.type === 'payment_intent.payment_failed'
  ) {
    return intentEvent(base, event.type, event.data.object);
  }
  if (
    event.type === 'refund.created' ||
    event.type === 'refund.updated' ||
    event.type === 'refund.failed'
  ) {
    return { ...base, kind: 'refund.changed', refund: refundResult(event.data.object) };
  }
  if (event.type === 'charge.dispute.created') {
    return { ...base, kind: 'dispute.opened', dispute: disputeRecord(event.data.object) };
  }
  return { ...base, kind: 'other' };
}

function intentEvent(
  base: { eventId: string; occurredAt: Date; type: string },
  type: string,
  intent: Stripe.PaymentIntent,
): PaymentEvent {
  const common = { ...base, paymentId: intent.id, orderId: intent.metadata?.[ORDER_KEY] ?? null };
  if (type === 'payment_intent.amount_capturable_updated') {
    return { ...common, kind: 'payment.authorised', amountMinor: intent.amount_capturable };
  }
  if (type === 'payment_intent.succeeded') {
    return { ...common, kind: 'payment.captured', amountMinor: intent.amount_received };
  }
  if (type === 'payment_intent.canceled') return { ...common, kind: 'payment.released' };
  const error = intent.last_payment_error;
  return {
    ...common,
    kind: 'payment.failed',
    code: error?.decline_code ?? error?.code ?? 'failed',
    message: error?.message ?? 'The payment failed.',
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
