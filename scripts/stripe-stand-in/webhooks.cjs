// Events and their webhooks: each change makes an `evt_...` event (kept for /v1/events) and POSTs
// it to the configured endpoint, signed as Stripe signs (`Stripe-Signature: t=<unix>,v1=<hex
// HMAC-SHA256(secret, "<t>.<body>")>`), again with backoff while the endpoint answers non-2xx or
// not at all. Events are delivered independently, so, as from Stripe, they may arrive out of order.
'use strict';
const crypto = require('node:crypto');
const http = require('node:http');
const https = require('node:https');

const API_VERSION = '2026-10-28.endive';

/** The header Stripe sends: `t=<unix seconds>,v1=<signature>`. */
function signatureHeader(payload, secret, timestamp) {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * @param {{ store, now: () => number, webhookUrl?: string, webhookSecret?: string,
 *   retry?: { firstDelayMs?: number, maxDelayMs?: number, attempts?: number, timeoutMs?: number },
 *   log: (message: string) => void }} options
 */
function createEvents({ store, now, webhookUrl, webhookSecret, retry = {}, log }) {
  const firstDelayMs = retry.firstDelayMs ?? 1000;
  const maxDelayMs = retry.maxDelayMs ?? 60 * 60 * 1000;
  const attempts = retry.attempts ?? 16;
  const timeoutMs = retry.timeoutMs ?? 10_000;
  const timers = new Set();
  const inFlight = new Set();
  let endpoint = webhookUrl;
  let closed = false;

  /** Records an event about `object` (a copy as it is now) and sends it. */
  function emit(type, object, { previous, request } = {}) {
    const event = store.add({
      id: store.newId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(now() / 1000),
      data: {
        object: JSON.parse(JSON.stringify(object)),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: endpoint && webhookSecret ? 1 : 0,
      request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
      type,
    });
    if (event.pending_webhooks) deliver(event, 1);
    return event;
  }

  function deliver(event, attempt) {
    if (closed) return;
    const payload = JSON.stringify(event, null, 2);
    const header = signatureHeader(payload, webhookSecret, Math.floor(now() / 1000));
    const sending = post(endpoint, payload, header, timeoutMs).then(
      (status) => status >= 200 && status < 300,
      () => false,
    );
    inFlight.add(sending);
    void sending.then((ok) => {
      inFlight.delete(sending);
      if (ok) {
        event.pending_webhooks = 0;
        return;
      }
      if (attempt >= attempts || closed) {
        log(`Stripe stand-in: gave up on ${event.type} ${event.id} after ${attempt} attempts`);
        return;
      }
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1));
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliver(event, attempt + 1);
      }, delay);
      timers.add(timer);
    });
  }

  return {
    emit,
    /** Points later deliveries (and retries) at another endpoint. */
    setEndpoint(url) {
      endpoint = url;
    },
    /** Resolves once no delivery is on the wire (retries still waiting are not waited for). */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function post(url, payload, signature, timeoutMs) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        timeout: timeoutMs,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Cache-Control': 'no-cache',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

module.exports = { createEvents, signatureHeader, API_VERSION };
