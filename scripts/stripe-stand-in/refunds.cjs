// Refunds and Disputes of a captured Charge: a refund succeeds at once (and, for the card that
// models it, the first fails later, as a card's bank can return it); a dispute opens as `needs_response`.
'use strict';
const { invalid } = require('./errors.cjs');

function refund(charge, { amount, reason, metadata }, ctx, request) {
  if (!charge.captured) {
    throw invalid(
      `Charge ${charge.id} has not been captured: cancel its PaymentIntent to release the authorisation.`,
      'payment_intent',
    );
  }
  if (charge.disputed)
    throw invalid(
      `Charge ${charge.id} has been charged back; cannot issue a refund.`,
      'charge',
      'charge_disputed',
    );
  const left = charge.amount_captured - charge.amount_refunded;
  if (left <= 0)
    throw invalid(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  const value = amount ?? left;
  if (value > left) {
    throw invalid(
      `Refund amount (${value}) is greater than unrefunded amount on charge (${left})`,
      'amount',
    );
  }
  const created = ctx.store.add({
    id: ctx.store.newId('re_'),
    object: 'refund',
    amount: value,
    balance_transaction: null,
    charge: charge.id,
    created: Math.floor(ctx.now() / 1000),
    currency: charge.currency,
    destination_details: { type: 'card', card: { type: 'refund' } },
    failure_reason: null,
    metadata,
    payment_intent: charge.payment_intent,
    reason: reason ?? null,
    status: 'succeeded',
  });
  charge.amount_refunded += value;
  charge.refunded = charge.amount_refunded >= charge.amount_captured;
  ctx.events.emit('refund.created', created, { request });
  ctx.events.emit('charge.refunded', charge, { request });
  // The card's bank returns the first refund (the card was closed); one tried again goes through,
  // as it does once the bank has sent the customer's new card details.
  if (charge._card?.outcome === 'refund_fails' && !charge._refund_returned) {
    Object.defineProperty(charge, '_refund_returned', { value: true, enumerable: false });
    ctx.later(() => failRefund(created, ctx));
  }
  return created;
}

/** A refund the card's bank returns: failed, the charge's refunded amount given back. */
function failRefund(refundObject, ctx) {
  if (refundObject.status === 'failed') return refundObject;
  const charge = ctx.store.get(refundObject.charge);
  refundObject.status = 'failed';
  refundObject.failure_reason = 'expired_or_canceled_card';
  charge.amount_refunded -= refundObject.amount;
  charge.refunded = false;
  ctx.events.emit('refund.updated', refundObject, {
    previous: { status: 'succeeded', failure_reason: null },
  });
  ctx.events.emit('refund.failed', refundObject);
  return refundObject;
}

function openDispute(charge, { reason, amount }, ctx) {
  if (!charge.captured)
    throw invalid(`Charge ${charge.id} has not been captured: it cannot be disputed.`, 'charge');
  if (charge.disputed) throw invalid(`Charge ${charge.id} is already disputed.`, 'charge');
  const created = Math.floor(ctx.now() / 1000);
  const dispute = ctx.store.add({
    id: ctx.store.newId('dp_'),
    object: 'dispute',
    amount: amount ?? charge.amount_captured - charge.amount_refunded,
    charge: charge.id,
    created,
    currency: charge.currency,
    evidence_details: {
      due_by: created + 7 * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: reason ?? 'fraudulent',
    status: 'needs_response',
  });
  charge.disputed = true;
  ctx.events.emit('charge.dispute.created', dispute);
  return dispute;
}

module.exports = { refund, failRefund, openDispute };
