// Checkout Sessions: created through the API, paid (or not) on the hosted page, expired by the API
// or when `expires_at` passes. Paying makes the PaymentIntent and its Charge (payment-objects.cjs).
'use strict';
const { invalid, unexpectedState } = require('./errors.cjs');
const f = require('./form.cjs');
const objects = require('./payment-objects.cjs');

const ENDIVE = '2026-10-28';
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const CREATE_PARAMS = [
  'mode',
  'line_items',
  'allowed_payment_method_types',
  'metadata',
  'expires_at',
  'payment_intent_data',
  'success_url',
  'cancel_url',
  'customer_email',
  'billing_address_collection',
  'client_reference_id',
  'locale',
  'submit_type',
  'expand',
];

function createCheckoutSessions({ store, events, now, baseUrl }) {
  const seconds = () => Math.floor(now() / 1000);

  function create(params, request) {
    f.onlyKnown(params, [...CREATE_PARAMS, 'payment_method_types']);
    if (f.required(params.mode, 'mode') !== 'payment') {
      throw invalid('The stand-in models only `mode=payment`.', 'mode', 'parameter_invalid_string');
    }
    const items = lineItems(params.line_items);
    const currency = items[0].currency;
    const field = paymentMethodTypesField(params, request);
    const types = params[field] ?? ['card'];
    [].concat(types).forEach((type, i) => {
      if (type !== 'card') {
        throw invalid(
          `The stand-in models only card payments: "${type}" is not one.`,
          `${field}[${i}]`,
          'parameter_invalid_string',
        );
      }
    });
    const created = seconds();
    const expiresAt = f.integer(params.expires_at, 'expires_at') ?? created + MAX_EXPIRY_S;
    if (expiresAt - created < MIN_EXPIRY_S) {
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'expires_at',
      );
    }
    if (expiresAt - created > MAX_EXPIRY_S) {
      throw invalid(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const intentData = params.payment_intent_data ?? {};
    f.onlyKnown(
      intentData,
      ['capture_method', 'metadata', 'description', 'receipt_email'],
      'payment_intent_data',
    );
    const captureMethod =
      f.oneOf(intentData.capture_method, 'payment_intent_data[capture_method]', [
        'automatic',
        'automatic_async',
        'manual',
      ]) ?? 'automatic_async';
    const id = store.newId('cs_test_');
    const session = store.add({
      id,
      object: 'checkout.session',
      amount_subtotal: items.reduce((sum, item) => sum + item.amount_subtotal, 0),
      amount_total: items.reduce((sum, item) => sum + item.amount_total, 0),
      billing_address_collection:
        f.oneOf(params.billing_address_collection, 'billing_address_collection', [
          'auto',
          'required',
        ]) ?? null,
      cancel_url: f.text(params.cancel_url, 'cancel_url') ?? null,
      client_reference_id: f.text(params.client_reference_id, 'client_reference_id') ?? null,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: f.text(params.customer_email, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: params.locale ?? null,
      metadata: f.metadata(params.metadata),
      mode: 'payment',
      payment_intent: null,
      allowed_payment_method_types: field === 'allowed_payment_method_types' ? ['card'] : null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      submit_type: params.submit_type ?? null,
      success_url: f.text(params.success_url, 'success_url') ?? null,
      url: `${baseUrl()}/c/pay/${id}`,
    });
    Object.defineProperty(session, '_private', {
      value: { items, captureMethod, intentData, pending: null },
      enumerable: false,
    });
    return session;
  }

  function lineItems(value) {
    const list = f.required(value, 'line_items');
    if (!Array.isArray(list) || list.length === 0) throw invalid('Invalid array', 'line_items');
    return list
      .map((item, i) => {
        const at = `line_items[${i}]`;
        f.onlyKnown(item, ['price_data', 'quantity'], at);
        if (!item.price_data)
          throw invalid(
            `Missing required param: ${at}[price_data].`,
            `${at}[price_data]`,
            'parameter_missing',
          );
        const price = item.price_data;
        f.onlyKnown(price, ['currency', 'unit_amount', 'product_data'], `${at}[price_data]`);
        const currency = String(
          f.required(price.currency, `${at}[price_data][currency]`),
        ).toLowerCase();
        if (!/^[a-z]{3}$/.test(currency))
          throw invalid(`Invalid currency: ${currency}`, `${at}[price_data][currency]`);
        const unit = f.integer(
          f.required(price.unit_amount, `${at}[price_data][unit_amount]`),
          `${at}[price_data][unit_amount]`,
          { min: 0 },
        );
        const quantity = f.integer(
          f.required(item.quantity, `${at}[quantity]`),
          `${at}[quantity]`,
          { min: 1 },
        );
        const name = f.required(price.product_data?.name, `${at}[price_data][product_data][name]`);
        return {
          currency,
          description: name,
          quantity,
          unit_amount: unit,
          amount_subtotal: unit * quantity,
          amount_total: unit * quantity,
        };
      })
      .map((item, i, all) => {
        if (item.currency !== all[0].currency) {
          throw invalid(
            'All line items must have the same currency.',
            `line_items[${i}][price_data][currency]`,
          );
        }
        return item;
      });
  }

  /**
   * `allowed_payment_method_types` (API 2026-10-28.endive, stripe-node 23, which no longer sends
   * `payment_method_types`), or `payment_method_types` from a client of an older API version (or
   * none, as curl): a client on endive or later sending the old name is refused as Stripe refuses a
   * parameter it no longer knows.
   */
  function paymentMethodTypesField(params, request) {
    const current = !request.apiVersion || request.apiVersion < ENDIVE;
    if (params.payment_method_types !== undefined && !current) {
      throw invalid(
        'Received unknown parameter: payment_method_types',
        'payment_method_types',
        'parameter_unknown',
      );
    }
    if (
      params.payment_method_types !== undefined &&
      params.allowed_payment_method_types !== undefined
    ) {
      throw invalid(
        'You cannot pass both payment_method_types and allowed_payment_method_types.',
        'payment_method_types',
      );
    }
    return params.payment_method_types !== undefined
      ? 'payment_method_types'
      : 'allowed_payment_method_types';
  }

  /** Closes an open session (by the API or its `expires_at`), canceling its unpaid PaymentIntent. */
  function expire(session, request) {
    if (session.status !== 'open') {
      throw unexpectedState(
        'Only Checkout Sessions with a status in ["open"] can be expired.',
        'checkout_session_unexpected_state',
      );
    }
    session.status = 'expired';
    session._private.pending = null;
    const intent = session.payment_intent && store.get(session.payment_intent);
    if (intent && intent.status !== 'canceled')
      objects.cancelIntent(intent, 'abandoned', { store, events, now }, request);
    events.emit('checkout.session.expired', session, { request });
    return session;
  }

  /** Expires every open session whose `expires_at` has passed. */
  function sweep() {
    for (const session of store.all('checkout.session')) {
      if (session.status === 'open' && session.expires_at <= seconds()) expire(session);
    }
  }

  return { create, expire, sweep };
}

module.exports = { createCheckoutSessions };
