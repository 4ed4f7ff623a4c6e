// PaymentIntents, Charges, Refunds and Disputes, as Stripe moves them: a card authorised on the
// hosted page (requires_capture under manual capture), captured or canceled through the API,
// refunded, disputed. Each change emits the events Stripe emits for it.
'use strict';
const { invalid, unexpectedState } = require('./errors.cjs');
const { refund, failRefund, openDispute } = require('./refunds.cjs');

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const AUTHORISATION_DAYS = 7;

/** The session's PaymentIntent, made at the first attempt to pay. */
function intentFor(session, { store, now }) {
  if (session.payment_intent) return store.get(session.payment_intent);
  const { captureMethod, intentData } = session._private;
  const id = store.newId('pi_');
  const intent = store.add({
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: captureMethod,
    client_secret: `${id}_secret_${store.newId('')}`,
    created: Math.floor(now() / 1000),
    currency: session.currency,
    description: intentData.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...(intentData.metadata ?? {}) },
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: intentData.receipt_email ?? null,
    status: 'requires_payment_method',
  });
  Object.defineProperty(intent, '_session', { value: session.id, enumerable: false });
  session.payment_intent = id;
  return intent;
}

function chargeFor(intent, card, details, succeeded, ctx) {
  const { store, now } = ctx;
  const paymentMethod = store.newId('pm_');
  const charge = store.add({
    id: store.newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    billing_details: {
      address: details.address ?? null,
      email: details.email ?? null,
      name: card.name,
      phone: null,
    },
    captured: false,
    created: Math.floor(now() / 1000),
    currency: intent.currency,
    description: intent.description,
    disputed: false,
    failure_code: succeeded ? null : 'card_declined',
    failure_message: succeeded ? null : (card.message ?? 'Your card was declined.'),
    livemode: false,
    metadata: {},
    outcome: succeeded
      ? {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        }
      : {
          network_status: 'declined_by_network',
          reason: card.declineCode ?? 'generic_decline',
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: {
      type: 'card',
      card: {
        brand: card.brand,
        country: 'GB',
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: card.funding,
        last4: card.last4,
        network: card.brand,
        checks: {
          cvc_check: 'pass',
          address_line1_check: null,
          address_postal_code_check: details.address ? 'pass' : null,
        },
      },
    },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: succeeded ? 'succeeded' : 'failed',
  });
  Object.defineProperty(charge, '_card', { value: card, enumerable: false });
  // The card as Checkout saved it: the name typed on the page is its billing_details.name.
  store.add({
    id: paymentMethod,
    object: 'payment_method',
    billing_details: charge.billing_details,
    card: charge.payment_method_details.card,
    created: charge.created,
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  });
  intent.latest_charge = charge.id;
  intent.payment_method = paymentMethod;
  return charge;
}

/** A declined card: a failed charge, the error on the PaymentIntent; the session stays open. */
function decline(session, card, details, ctx, error) {
  const intent = intentFor(session, ctx);
  const charge = error ? null : chargeFor(intent, card, details, false, ctx);
  intent.status = 'requires_payment_method';
  intent.last_payment_error = error ?? {
    type: 'card_error',
    code: 'card_declined',
    decline_code: card.declineCode ?? 'generic_decline',
    message: card.message ?? 'Your card was declined.',
    charge: charge.id,
    payment_method: {
      id: charge.payment_method,
      object: 'payment_method',
      type: 'card',
      card: charge.payment_method_details.card,
    },
  };
  if (charge) ctx.events.emit('charge.failed', charge);
  ctx.events.emit('payment_intent.payment_failed', intent);
  return intent.last_payment_error;
}

/** An authorised card: the charge, the PaymentIntent held (manual) or paid, the session complete. */
function authorise(session, card, details, ctx) {
  const intent = intentFor(session, ctx);
  const charge = chargeFor(intent, card, details, true, ctx);
  const manual = intent.capture_method === 'manual';
  intent.last_payment_error = null;
  session.customer_details = {
    address: details.address ?? null,
    email: details.email,
    name: card.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  session.status = 'complete';
  session.payment_status = manual ? 'unpaid' : 'paid';
  session._private.pending = null;
  ctx.events.emit('charge.succeeded', charge);
  if (manual) {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    ctx.events.emit('payment_intent.amount_capturable_updated', intent);
  } else {
    settle(intent, charge, intent.amount, ctx);
  }
  ctx.events.emit('checkout.session.completed', session);
}

function settle(intent, charge, amount, ctx) {
  intent.status = 'succeeded';
  intent.amount_capturable = 0;
  intent.amount_received = amount;
  charge.captured = true;
  charge.amount_captured = amount;
  const cause = { request: ctx.request };
  if (intent.capture_method === 'manual') ctx.events.emit('charge.captured', charge, cause);
  ctx.events.emit('payment_intent.succeeded', intent, cause);
  if (charge._card?.outcome === 'disputes') openDispute(charge, {}, ctx);
}

function capture(intent, amountToCapture, ctx, request) {
  if (intent.status !== 'requires_capture') {
    throw unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
    );
  }
  const amount = amountToCapture ?? intent.amount_capturable;
  if (amount > intent.amount_capturable) {
    throw invalid(
      `The amount to capture must be less than or equal to the amount capturable (${intent.amount_capturable}).`,
      'amount_to_capture',
    );
  }
  settle(intent, ctx.store.get(intent.latest_charge), amount, { ...ctx, request });
  return intent;
}

function cancelIntent(intent, reason, ctx, request) {
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  const session = intent._session && ctx.store.get(intent._session);
  if (session?.status === 'open' && reason !== 'abandoned') {
    throw unexpectedState(
      'This PaymentIntent belongs to an open Checkout Session: expire the Checkout Session instead.',
    );
  }
  const charge = intent.latest_charge && ctx.store.get(intent.latest_charge);
  if (intent.status === 'requires_capture' && charge) {
    charge.amount_refunded = charge.amount;
    charge.refunded = true;
  }
  intent.status = 'canceled';
  intent.canceled_at = Math.floor(ctx.now() / 1000);
  intent.cancellation_reason = reason ?? null;
  intent.amount_capturable = 0;
  ctx.events.emit('payment_intent.canceled', intent, { request });
  return intent;
}

/** Releases authorisations older than Stripe keeps them (7 days), as Stripe does. */
function sweepAuthorisations(ctx) {
  const limit = Math.floor(ctx.now() / 1000) - AUTHORISATION_DAYS * 86_400;
  for (const intent of ctx.store.all('payment_intent')) {
    if (intent.status === 'requires_capture' && intent.created <= limit)
      cancelIntent(intent, 'automatic', ctx);
  }
}

module.exports = {
  intentFor,
  decline,
  authorise,
  capture,
  cancelIntent,
  sweepAuthorisations,
  refund,
  failRefund,
  openDispute,
};
