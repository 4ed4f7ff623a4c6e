// The hosted checkout page at a session's `url` (`/c/pay/<id>`): GET shows it, POST pays with the
// card typed in (form-encoded, as a browser posts it), `/authenticate` answers the 3D Secure prompt.
// Paid: 303 to success_url; declined: the page again with the message, the session still open.
'use strict';
const { readCard } = require('./cards.cjs');
const objects = require('./payment-objects.cjs');
const { checkoutPage, authenticationPage, closedPage, successUrl } = require('./checkout-page.cjs');

const AUTHENTICATION_FAILED = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Answers `/c/pay/...`: `{ status, html }` or `{ status: 303, location }`; undefined if not ours. */
function checkoutRoute(method, pathname, form, { store, sessions, ctx }) {
  const match = /^\/c\/pay\/([^/]+)(\/authenticate)?$/.exec(pathname);
  if (!match) return undefined;
  sessions.sweep();
  const session = store.get(match[1], 'checkout.session');
  if (!session || session.status !== 'open') {
    return { status: session ? 200 : 404, html: closedPage(session) };
  }
  const pending = session._private.pending;
  if (method === 'GET') {
    return { status: 200, html: pending ? authenticationPage(session) : checkoutPage(session) };
  }
  if (match[2]) return authenticate(session, form.action, ctx);
  if (pending) return { status: 200, html: authenticationPage(session) };
  return pay(session, form, ctx);
}

function pay(session, form, ctx) {
  const values = { ...form, cvc: '' };
  const read = readCard(form, ctx.now());
  const errors = { ...(read.errors ?? {}), ...detailErrors(session, form) };
  if (Object.keys(errors).length > 0) {
    return { status: 400, html: checkoutPage(session, { values, errors }) };
  }
  const { card } = read;
  const details = {
    email: session.customer_email ?? form.email.trim(),
    address: session.billing_address_collection === 'required' ? address(form) : null,
  };
  switch (card.outcome) {
    case 'declines': {
      const error = objects.decline(session, card, details, ctx);
      return { status: 402, html: checkoutPage(session, { values, message: error.message }) };
    }
    case 'authenticates': {
      const intent = objects.intentFor(session, ctx);
      intent.status = 'requires_action';
      session._private.pending = { card, details };
      ctx.events.emit('payment_intent.requires_action', intent);
      return { status: 200, html: authenticationPage(session) };
    }
    default:
      objects.authorise(session, card, details, ctx);
      return done(session);
  }
}

function authenticate(session, action, ctx) {
  const pending = session._private.pending;
  if (!pending) return { status: 303, location: `/c/pay/${session.id}` };
  if (action === 'complete') {
    objects.authorise(session, pending.card, pending.details, ctx);
    return done(session);
  }
  session._private.pending = null;
  objects.decline(session, pending.card, pending.details, ctx, AUTHENTICATION_FAILED);
  return {
    status: 402,
    html: checkoutPage(session, {
      values: { name: pending.card.name },
      message: AUTHENTICATION_FAILED.message,
    }),
  };
}

function done(session) {
  if (session.success_url) return { status: 303, location: successUrl(session) };
  return { status: 200, html: closedPage(session) };
}

function detailErrors(session, form) {
  const errors = {};
  if (
    !session.customer_email &&
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(form.email ?? '').trim())
  ) {
    errors.email = 'Your email address is incomplete.';
  }
  if (session.billing_address_collection === 'required') {
    if (!String(form.address_line1 ?? '').trim())
      errors.address_line1 = 'Enter the first line of the address.';
    if (!String(form.address_city ?? '').trim()) errors.address_city = 'Enter the town or city.';
    if (!String(form.address_postal_code ?? '').trim())
      errors.address_postal_code = 'Enter the postcode.';
  }
  return errors;
}

function address(form) {
  const value = (name) => String(form[name] ?? '').trim() || null;
  return {
    city: value('address_city'),
    country: value('address_country') ?? 'GB',
    line1: value('address_line1'),
    line2: value('address_line2'),
    postal_code: value('address_postal_code')?.toUpperCase() ?? null,
    state: null,
  };
}

module.exports = { checkoutRoute };
