import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OrderView, PricedCurrency } from '@fx/contracts';
import { injectInto } from './gateway-harness';
import { eurOrder } from './order-body';

/** How long one request may take before it counts as hung (the RPC timeout is 3 s). */
const HANG_MS = 6000;
/** Tries of one request that answered 503, the same Idempotency-Key each time. */
const TRIES = 12;

export interface Attempt {
  route: string;
  status: number | 'hung';
  ms: number;
  /** Milliseconds since the flow began, when the request was sent. */
  sentAt: number;
  body?: string;
}

/**
 * Customers at the gateway, as many at once as the test asks: each looks up a rate, asks for a
 * quote and places an order, trying a 503 again with the same key; every request is timed and kept.
 */
export function customerFlow(gateway: () => NestFastifyApplication, run: string) {
  let started = 0;
  const attempts: Attempt[] = [];

  /** One request, timed; a request still unanswered after HANG_MS is recorded as hung. */
  async function timed(
    route: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    key?: string,
  ) {
    const sentAt = Date.now();
    const response = await Promise.race([
      injectInto(gateway(), method, url, {
        body,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      }),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), HANG_MS)),
    ]);
    const attempt: Attempt = {
      route,
      status: response === 'hung' ? 'hung' : response.statusCode,
      ms: Date.now() - sentAt,
      sentAt: sentAt - started,
      ...(response !== 'hung' && response.statusCode >= 300 ? { body: response.body } : {}),
    };
    attempts.push(attempt);
    return response;
  }

  /** A request as a customer's browser makes it: a 503 is tried again, with the same key. */
  async function withRetries(
    route: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    key?: string,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      const response = await timed(route, method, url, body, key);
      if (response === 'hung' || response.statusCode !== 503 || attempt === TRIES) return response;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Order number by Idempotency-Key, for every order the flow placed. */
  const placed = new Map<string, string>();
  /** Keys whose order never got a 2xx, with the last answer. */
  const unplaced = new Map<string, string>();
  /** Customers who never got a rate to order at (every try a 503, or hung), with the last answer. */
  const rateless = new Map<string, string>();

  let customers = 0;

  /**
   * Looks up the rate, gets a quote and places an order (own key, own e-mail address and phone:
   * the linked-order limit adds up a customer's orders by either).
   */
  async function customer(label: string): Promise<void> {
    customers += 1;
    const phone = `07700 9${String(customers).padStart(5, '0')}`;
    const eur = await withRetries('GET /currencies/EUR', 'GET', '/api/v1/currencies/EUR');
    if (eur === 'hung' || eur.statusCode !== 200) {
      rateless.set(label, eur === 'hung' ? 'hung' : `${eur.statusCode} ${eur.body}`);
      return;
    }
    const rate = eur.json<PricedCurrency>().rates.collect;
    // The rate chart: the rates service answers from PostgreSQL, so this request is in flight
    // longer than the look-up above.
    await withRetries(
      'GET /currencies/EUR/history',
      'GET',
      '/api/v1/currencies/EUR/history?days=7',
    );
    await withRetries('POST /quotes', 'POST', '/api/v1/quotes', {
      lines: [{ currency: 'EUR', way: 'collect', amount: '120', side: 'gbp' }],
    });
    const key = `fault-${run}-${label}-${randomUUID()}`;
    const email = `${key}@example.com`;
    const customer = { firstName: 'Rae', lastName: 'Tes', email, phone };
    const body = await eurOrder(gateway(), customer, '120', rate);
    const order = await withRetries('POST /orders', 'POST', '/api/v1/orders', body, key);
    if (order !== 'hung' && (order.statusCode === 201 || order.statusCode === 200)) {
      placed.set(key, order.json<OrderView>().orderNumber);
    } else {
      unplaced.set(key, order === 'hung' ? 'hung' : `${order.statusCode} ${order.body}`);
    }
  }

  async function flow(until: number, loops: number): Promise<void> {
    await Promise.all(
      Array.from({ length: loops }, async (_, loop) => {
        for (let n = 0; Date.now() < until; n += 1) await customer(`${loop}-${n}`);
      }),
    );
  }

  /** Starts the clock the attempts' `sentAt` counts from, and says when that was. */
  const begin = () => (started = Date.now());

  return { attempts, placed, unplaced, rateless, flow, begin };
}
