// A local stand-in for Stripe, like the mail sink for e-mail: it answers the part of Stripe's HTTP
// API the payments service calls (Checkout Sessions, PaymentIntents, Refunds, Charges, Disputes,
// Events) as Stripe answers it, so the official `stripe` SDK works against it
// (`new Stripe(key, { host, port, protocol: 'http' })`); it serves each Checkout Session's hosted
// page with Stripe's test cards, and POSTs signed webhooks. Everything is in memory. Local use only.
//
//   node scripts/stripe-stand-in.cjs   (STRIPE_STAND_IN_PORT=12111, STRIPE_STAND_IN_HOST=127.0.0.1,
//     STRIPE_STAND_IN_PUBLIC_URL, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET,
//     STRIPE_SECRET_KEY: any sk_test_ if unset)
//
// The parts live in ./stripe-stand-in/ (docs/payments.md says what it models and what not).
'use strict';
const http = require('node:http');
const crypto = require('node:crypto');
const { parseForm } = require('./stripe-stand-in/form.cjs');
const { StripeError } = require('./stripe-stand-in/errors.cjs');
const { createStore } = require('./stripe-stand-in/store.cjs');
const { createEvents, API_VERSION } = require('./stripe-stand-in/webhooks.cjs');
const { createCheckoutSessions } = require('./stripe-stand-in/checkout-sessions.cjs');
const objects = require('./stripe-stand-in/payment-objects.cjs');
const { createApi } = require('./stripe-stand-in/api.cjs');
const { checkoutRoute } = require('./stripe-stand-in/checkout-web.cjs');

const MAX_BODY_BYTES = 1024 * 1024;
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Starts the stand-in. Resolves once it listens (port 0 picks a free one).
 *
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookSecret?: string,
 *   secretKey?: string, publicUrl?: string, now?: () => number, sweepMs?: number,
 *   refundFailureMs?: number,
 *   webhookRetry?: { firstDelayMs?: number, maxDelayMs?: number, attempts?: number, timeoutMs?: number },
 *   log?: (message: string) => void }} options
 */
async function startStripeStandIn({
  port = 12111,
  host = '127.0.0.1',
  webhookUrl,
  webhookSecret,
  secretKey,
  publicUrl,
  now = Date.now,
  sweepMs = 1000,
  refundFailureMs = 1000,
  webhookRetry,
  log = () => {},
} = {}) {
  const store = createStore();
  const events = createEvents({ store, now, webhookUrl, webhookSecret, retry: webhookRetry, log });
  const timers = new Set();
  const later = (action, ms = refundFailureMs) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };
  const ctx = { store, events, now, later };
  let url;
  const sessions = createCheckoutSessions({ store, events, now, baseUrl: () => publicUrl ?? url });
  const api = createApi({ store, sessions, ctx, secretKey });
  const sweep = () => {
    sessions.sweep();
    objects.sweepAuthorisations(ctx);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(`Stripe stand-in: ${error.stack ?? error.message}`);
      const body = new StripeError(500, {
        type: 'api_error',
        message: 'An unknown error occurred',
      }).body();
      if (!response.headersSent) sendJson(response, 500, body, {});
      else response.destroy();
    });
  });

  async function handle(request, response) {
    const { pathname, search } = new URL(request.url ?? '/', 'http://stand-in.invalid');
    const raw = await readBody(request);
    if (raw === undefined)
      return sendJson(
        response,
        413,
        new StripeError(413, {
          type: 'invalid_request_error',
          message: 'Request too large.',
        }).body(),
        {},
      );
    const requestId = `req_${crypto.randomBytes(8).toString('hex')}`;
    if (pathname.startsWith('/c/pay/')) {
      const answer = checkoutRoute(request.method, pathname, safeForm(raw), {
        store,
        sessions,
        ctx,
      });
      if (answer) return sendPage(response, answer);
    }
    if (pathname === '/' && request.method === 'GET') {
      return sendPage(
        response,
        { status: 200, html: 'Stripe stand-in: the API is under /v1 (see docs/payments.md).' },
        'text/plain; charset=utf-8',
      );
    }
    let params;
    try {
      params = parseForm(
        request.method === 'GET' || request.method === 'DELETE' ? search.slice(1) : raw,
      );
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      return sendJson(response, error.status, error.body(requestId), { 'Request-Id': requestId });
    }
    sweep();
    const answer = api.handle(request.method, pathname, params, request.headers, requestId);
    return sendJson(response, answer.status, answer.body, {
      'Request-Id': requestId,
      ...(answer.headers ?? {}),
    });
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://${host}:${server.address().port}`;
  const sweeper = setInterval(sweep, sweepMs);
  sweeper.unref();

  let closing;
  return {
    url,
    port: server.address().port,
    host,
    /** Test hooks: what Stripe's own dashboard or a bank would do. */
    openDispute: (chargeId, options = {}) =>
      objects.openDispute(store.find(chargeId, 'charge'), options, ctx),
    setWebhookUrl: (next) => events.setEndpoint(next),
    /** Runs the expiry sweep now (after moving `now` on, say). */
    sweep,
    /** Resolves once no webhook is on the wire. */
    webhooksIdle: () => events.idle(),
    close() {
      closing ??= new Promise((resolve) => {
        clearInterval(sweeper);
        for (const timer of timers) clearTimeout(timer);
        events.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function safeForm(raw) {
  try {
    return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return {};
  }
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

function sendJson(response, status, body, headers) {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache, no-store',
    'Stripe-Version': API_VERSION,
    ...headers,
  });
  response.end(text);
}

function sendPage(response, answer, type = 'text/html; charset=utf-8') {
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  if (answer.location) {
    response.writeHead(303, { ...headers, Location: answer.location, 'Content-Length': 0 });
    return response.end();
  }
  response.writeHead(answer.status, {
    ...headers,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(answer.html),
  });
  response.end(answer.html);
}

module.exports = { startStripeStandIn };

if (require.main === module) {
  const env = process.env;
  startStripeStandIn({
    port: Number(env.STRIPE_STAND_IN_PORT || 12111),
    host: env.STRIPE_STAND_IN_HOST || '127.0.0.1',
    webhookUrl: env.STRIPE_WEBHOOK_URL || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    secretKey: env.STRIPE_SECRET_KEY || undefined,
    publicUrl: env.STRIPE_STAND_IN_PUBLIC_URL || undefined,
    log: (message) => process.stdout.write(`${message}\n`),
  }).then(
    (standIn) => {
      const hook =
        env.STRIPE_WEBHOOK_URL && env.STRIPE_WEBHOOK_SECRET
          ? `webhooks to ${env.STRIPE_WEBHOOK_URL}`
          : 'no webhooks (set STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET)';
      process.stdout.write(`Stripe stand-in: API at ${standIn.url}/v1, ${hook}\n`);
      const stop = () => void standIn.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      process.stderr.write(`Stripe stand-in could not start: ${error.message}\n`);
      process.exit(1);
    },
  );
}
