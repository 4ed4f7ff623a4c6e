// Stripe's HTTP API, the part the product calls: `/v1/...` with `Authorization: Bearer sk_test_...`,
// form-encoded bracket parameters, JSON answers (Stripe's objects, list objects, the error object),
// `Idempotency-Key` replays, `expand[]`. Plus `/_test/...`, which Stripe has not: what a test does
// to the world (a customer's bank opens a dispute).
'use strict';
const { StripeError, invalid, missing, unauthorized, idempotencyError } = require('./errors.cjs');
const f = require('./form.cjs');
const objects = require('./payment-objects.cjs');

const LIST_FILTERS = {
  'checkout.session': ['payment_intent', 'status', 'client_reference_id'],
  payment_intent: [],
  charge: ['payment_intent'],
  payment_method: [],
  refund: ['payment_intent', 'charge'],
  dispute: ['payment_intent', 'charge'],
  event: ['type'],
};
const COLLECTIONS = {
  'checkout/sessions': 'checkout.session',
  payment_intents: 'payment_intent',
  charges: 'charge',
  payment_methods: 'payment_method',
  refunds: 'refund',
  disputes: 'dispute',
  events: 'event',
};

function createApi({ store, sessions, ctx, secretKey }) {
  const idempotent = new Map();

  /** Answers `request` (its form already read into `params`): `{ status, body, headers }`. */
  function handle(method, pathname, params, headers, requestId) {
    const key = headers['idempotency-key'];
    try {
      authorise(headers.authorization);
      if (method === 'POST' && key) {
        const fingerprint = `${method} ${pathname} ${JSON.stringify(params)}`;
        const seen = idempotent.get(key);
        if (seen) {
          if (seen.fingerprint !== fingerprint) throw idempotencyError(key);
          return {
            ...seen.answer,
            headers: { 'Idempotent-Replayed': 'true', 'Original-Request': seen.requestId },
          };
        }
        const answer = route(method, pathname, params, {
          id: requestId,
          idempotencyKey: key,
          apiVersion: headers['stripe-version'],
        });
        idempotent.set(key, { fingerprint, answer, requestId });
        return answer;
      }
      return route(method, pathname, params, {
        id: requestId,
        idempotencyKey: key ?? null,
        apiVersion: headers['stripe-version'],
      });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      const answer = { status: error.status, body: error.body(requestId) };
      // Stripe keeps the answer to a request that ran (a 402 decline), not to one refused up front.
      if (key && method === 'POST' && error.status === 402) {
        idempotent.set(key, {
          fingerprint: `${method} ${pathname} ${JSON.stringify(params)}`,
          answer,
          requestId,
        });
      }
      return answer;
    }
  }

  function authorise(header) {
    const match = /^(?:Bearer\s+(\S+)|Basic\s+(\S+))$/i.exec(header ?? '');
    if (!match) {
      throw unauthorized(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    const key = match[1] ?? Buffer.from(match[2], 'base64').toString().split(':')[0];
    const test = /^(sk|rk)_test_\w+$/.test(key);
    if (!test || (secretKey && key !== secretKey)) {
      throw unauthorized(
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      );
    }
  }

  function route(method, pathname, params, request) {
    const parts = pathname.split('/').filter(Boolean);
    if (parts[0] === '_test') return testRoute(method, parts.slice(1), params);
    if (parts[0] !== 'v1') throw notFound(method, pathname);
    const rest = parts.slice(1);
    const collection = rest[0] === 'checkout' ? `checkout/${rest[1]}` : rest[0];
    const tail = rest.slice(rest[0] === 'checkout' ? 2 : 1);
    const kind = COLLECTIONS[collection];
    if (!kind) throw notFound(method, pathname);
    const url = `/v1/${collection}`;
    const expand = f.expansions(params);
    const ok = (object) => ({ status: 200, body: store.expand(object, expand) });

    // Payment methods are only retrieved (or expanded): Stripe lists them by customer, never made here.
    if (tail.length === 0 && method === 'GET' && kind !== 'payment_method') {
      f.onlyKnown(params, [
        'limit',
        'starting_after',
        'ending_before',
        'created',
        'expand',
        ...LIST_FILTERS[kind],
      ]);
      const filters = LIST_FILTERS[kind].filter((name) => params[name] !== undefined);
      return ok(
        store.list(kind, params, url, (o) => filters.every((name) => o[name] === params[name])),
      );
    }
    if (tail.length === 0 && method === 'POST' && kind === 'checkout.session') {
      return ok(sessions.create(params, request));
    }
    if (tail.length === 0 && method === 'POST' && kind === 'refund')
      return ok(createRefund(params, request));
    const object = tail[0] && store.get(tail[0], kind);
    if (tail.length === 1 && method === 'GET') {
      if (!object) throw missing(kind, tail[0]);
      f.onlyKnown(params, ['expand']);
      return ok(object);
    }
    if (tail.length === 2 && method === 'POST') {
      const action = `${kind} ${tail[1]}`;
      if (
        !['checkout.session expire', 'payment_intent capture', 'payment_intent cancel'].includes(
          action,
        )
      ) {
        throw notFound(method, pathname);
      }
      if (!object) throw missing(kind, tail[0]);
      switch (action) {
        case 'checkout.session expire':
          f.onlyKnown(params, ['expand']);
          return ok(sessions.expire(object, request));
        case 'payment_intent capture':
          f.onlyKnown(params, ['amount_to_capture', 'expand']);
          return ok(
            objects.capture(
              object,
              f.integer(params.amount_to_capture, 'amount_to_capture', { min: 1 }),
              ctx,
              request,
            ),
          );
        default:
          f.onlyKnown(params, ['cancellation_reason', 'expand']);
          return ok(
            objects.cancelIntent(
              object,
              f.oneOf(params.cancellation_reason, 'cancellation_reason', [
                'duplicate',
                'fraudulent',
                'requested_by_customer',
                'abandoned',
              ]),
              ctx,
              request,
            ),
          );
      }
    }
    throw notFound(method, pathname);
  }

  function createRefund(params, request) {
    f.onlyKnown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    let charge;
    if (params.charge) {
      charge = store.find(params.charge, 'charge');
    } else if (params.payment_intent) {
      const intent = store.get(params.payment_intent, 'payment_intent');
      if (!intent) throw missing('payment_intent', params.payment_intent, 'payment_intent');
      charge = intent.latest_charge && store.get(intent.latest_charge);
      if (!charge || !charge.paid) {
        throw invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      }
    } else {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    }
    return objects.refund(
      charge,
      {
        amount: f.integer(params.amount, 'amount', { min: 1 }),
        reason: f.oneOf(params.reason, 'reason', [
          'duplicate',
          'fraudulent',
          'requested_by_customer',
        ]),
        metadata: f.metadata(params.metadata),
      },
      ctx,
      request,
    );
  }

  /** `POST /_test/charges/:id/dispute` (reason, amount): the card's bank disputes the charge. */
  function testRoute(method, parts, params) {
    if (
      method === 'POST' &&
      parts[0] === 'charges' &&
      parts[2] === 'dispute' &&
      parts.length === 3
    ) {
      const charge = store.find(parts[1], 'charge');
      const dispute = objects.openDispute(
        charge,
        { reason: params.reason, amount: f.integer(params.amount, 'amount', { min: 1 }) },
        ctx,
      );
      return { status: 200, body: dispute };
    }
    throw notFound(method, `/_test/${parts.join('/')}`);
  }

  return { handle };
}

function notFound(method, pathname) {
  return new StripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

module.exports = { createApi };
