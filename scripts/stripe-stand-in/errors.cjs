// Stripe's error object, `{ error: { type, code, decline_code, message, param } }`, with the HTTP
// status Stripe gives each type; the SDK turns it into StripeInvalidRequestError, StripeCardError...
'use strict';

class StripeError extends Error {
  constructor(status, fields) {
    super(fields.message);
    this.status = status;
    this.fields = fields;
  }

  body(requestId) {
    const error = { ...this.fields };
    for (const key of Object.keys(error)) if (error[key] === undefined) delete error[key];
    if (requestId) error.request_log_url = `https://dashboard.stripe.com/test/logs/${requestId}`;
    return { error };
  }
}

/** 400 invalid_request_error. */
function invalid(message, param, code) {
  return new StripeError(400, { type: 'invalid_request_error', code, message, param });
}

/** 404 resource_missing: "No such checkout.session: 'cs_test_...'". */
function missing(kind, id, param = 'id') {
  return new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

/** 400 for an action the object's status does not allow (capture a canceled PaymentIntent...). */
function unexpectedState(message, code = 'payment_intent_unexpected_state') {
  return new StripeError(400, { type: 'invalid_request_error', code, message });
}

function unauthorized(message) {
  return new StripeError(401, { type: 'invalid_request_error', message });
}

function idempotencyError(key) {
  return new StripeError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

/** 402 card_error: what a declined card gives (`card_declined` / `generic_decline`...). */
function cardError(code, message, declineCode, extra = {}) {
  return new StripeError(402, {
    type: 'card_error',
    code,
    decline_code: declineCode,
    message,
    ...extra,
  });
}

module.exports = {
  StripeError,
  invalid,
  missing,
  unexpectedState,
  unauthorized,
  idempotencyError,
  cardError,
};
