// Mixed traffic through the load balancer while the cluster is pushed about: the rate table, a
// currency's history, quotes, orders (each a customer of its own, with an Idempotency-Key) and a
// staff member accepting orders. A customer's request that fails is asked again once if it is
// safe to repeat (what the site does); failing twice, or failing when not safe to repeat, counts
// as failed (a try again 2 s later, as a customer presses Try again after "Please try again
// shortly"). Each phase of the test keeps its own tally.
import crypto from 'node:crypto';
import { api as request, collectionDayOf } from '../test-deploy/client.mjs';
import { sleep } from '../test-deploy/harness.mjs';
import { RPC_TIMEOUT_MS } from './stack.mjs';

/**
 * A browser waits for its answer: here 10 s longer than the stack's RPC_TIMEOUT_MS (30 s with the
 * shipped 20 s), so the gateway's own answer (or 503) is what the customer gets.
 */
const BROWSER_WAIT_MS = RPC_TIMEOUT_MS + 10_000;
const api = (method, route, options = {}) =>
  request(method, route, { timeoutMs: BROWSER_WAIT_MS, ...options });

const failedAnswer = (r) => r.error !== undefined || r.status >= 500;
const describe = (r) =>
  r.error ? (r.error.name === 'TimeoutError' ? 'timeout' : r.error.message) : String(r.status);

export function startTraffic({ staff, branch }) {
  const orders = [];
  const phases = [];
  /** Every failed request: when, in which phase, and how it failed. */
  const failures = [];
  /** Every request whose first try failed (asked again or not): when, in which phase, what. */
  const firstTries = [];
  let current;
  let running = true;
  const phase = (name) => {
    current = {
      name,
      requests: 0,
      failed: [],
      retried: 0,
      slowest: 0,
      orders: 0,
      accepted: 0,
      started: Date.now(),
    };
    phases.push(current);
    return current;
  };
  phase('start');

  /** A first try that failed: kept with when it was sent, what it was and how it failed. */
  const firstTryFailed = (tally, sent, what, answer) =>
    firstTries.push({ at: sent, phase: tally.name, what: `${what} (${describe(answer)})` });

  const fail = (tally, kind) => {
    tally.failed.push(kind);
    failures.push({ at: Date.now(), phase: tally.name, kind });
  };

  /** One customer request, asked again once when it failed and is safe to repeat. */
  async function customer(what, work, { repeatable = true } = {}) {
    const tally = current;
    const attempt = () =>
      work().then(
        (r) => r,
        (error) => ({ error }),
      );
    const sent = Date.now();
    let answer = await attempt();
    if (failedAnswer(answer)) firstTryFailed(tally, sent, what, answer);
    if (failedAnswer(answer) && repeatable) {
      // "Please try again shortly": a customer's Try again, 2 s later.
      tally.retried += 1;
      await sleep(2000);
      answer = await attempt();
    }
    tally.requests += 1;
    tally.slowest = Math.max(tally.slowest, answer.ms ?? 0);
    const ok = !failedAnswer(answer) && answer.status < 400;
    if (!ok)
      fail(tally, `${describe(answer)}${answer.text ? ` ${answer.text.slice(0, 120)}` : ''}`);
    return ok ? answer : undefined;
  }

  let placed = 0;
  async function placeOrder() {
    const tally = current;
    placed += 1;
    const email = `swarm-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const priced = await customer('USD price', () => api('GET', '/currencies/USD'));
    if (!priced) return;
    const body = {
      way: 'collect',
      branchId: branch.id,
      customer: {
        firstName: 'Swarm',
        lastName: 'Test',
        email,
        confirmEmail: email,
        phone: `07700 9${String(10_000 + placed).slice(-5)}`,
      },
      lines: [
        { currency: 'USD', amount: '100', side: 'gbp', shownRate: priced.json.rates.collect },
      ],
      collectionDate: collectionDayOf(branch),
      termsAccepted: true,
      payment: 'in_store',
    };
    const headers = { 'idempotency-key': `swarm-${crypto.randomUUID()}` };
    const answer = await customer('order', () => api('POST', '/orders', { body, headers }));
    if (answer?.json?.orderNumber) {
      orders.push({ number: answer.json.orderNumber, phase: tally.name });
      tally.orders += 1;
    }
  }

  /** The staff member accepts a pending order of the run; asked again once on a 5xx. */
  async function acceptOne() {
    const tally = current;
    const pending = await customer('pending orders', () =>
      api('GET', '/admin/orders?status=pending', { headers: staff }),
    );
    if (!pending) return;
    const ours = new Set(orders.map((o) => o.number));
    const row = pending.json.orders.find((o) => ours.has(o.orderNumber));
    if (!row) return;
    const accept = () =>
      api('POST', `/admin/orders/${row.id}/accept`, { body: {}, headers: staff }).catch(
        (error) => ({ error }),
      );
    const sent = Date.now();
    let answer = await accept();
    if (failedAnswer(answer)) {
      firstTryFailed(tally, sent, 'staff accept', answer);
      tally.retried += 1;
      await sleep(2000);
      answer = await accept();
      // The first one went through after all: the order is accepted, which is what the staff wanted.
      if (answer.status === 409) answer = { status: 200 };
    }
    tally.requests += 1;
    if (answer.status === 200 || answer.status === 201) tally.accepted += 1;
    else if (failedAnswer(answer)) fail(tally, `staff accept: ${describe(answer)}`);
  }

  const quote = { lines: [{ currency: 'EUR', way: 'collect', amount: '250', side: 'gbp' }] };
  const loop = async (work, pauseMs) => {
    while (running) {
      await work();
      await sleep(pauseMs);
    }
  };
  const loops = [
    loop(() => customer('rate table', () => api('GET', '/currencies')), 150),
    loop(() => customer('history', () => api('GET', '/currencies/EUR/history?days=30')), 400),
    loop(() => customer('quote', () => api('POST', '/quotes', { body: quote })), 400),
    loop(placeOrder, 2500),
    loop(acceptOne, 4000),
  ];

  return {
    orders,
    failures,
    firstTries,
    phase,
    phases,
    /** Notifications tasks killed outright under this traffic (chaos-checks.mjs counts them). */
    sendersKilled: 0,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * The requests of a phase whose first try failed, by kind and how, with when they were sent after
 * `since`: "history (503) 3 sent +2.1 to +7.9 s, order (timeout) 1 sent +4.0 s", or "none".
 */
export function firstTriesFailed(traffic, phase, since) {
  const byKind = new Map();
  for (const { at, what } of traffic.firstTries.filter((f) => f.phase === phase)) {
    byKind.set(what, [...(byKind.get(what) ?? []), (at - since) / 1000]);
  }
  const sent = (times) =>
    times.length === 1
      ? `+${times[0].toFixed(1)} s`
      : `+${Math.min(...times).toFixed(1)} to +${Math.max(...times).toFixed(1)} s`;
  const kinds = [...byKind].map(([what, times]) => `${what} ${times.length} sent ${sent(times)}`);
  return kinds.join(', ') || 'none';
}

/** "N requests, N failed (...), N asked again, slowest N ms, N orders, N accepted". */
export function summary(tally) {
  const failed =
    tally.failed.length === 0 ? '' : ` (${[...new Set(tally.failed)].slice(0, 5).join('; ')})`;
  return `${tally.requests} requests, ${tally.failed.length} failed${failed}, ${tally.retried} asked again once, slowest ${tally.slowest} ms, ${tally.orders} orders placed, ${tally.accepted} accepted`;
}
