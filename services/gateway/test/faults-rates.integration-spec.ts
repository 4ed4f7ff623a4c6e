import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import type { OrderView, PricedCurrency } from '@fx/contracts';
import { AmqpConnection, RpcClient } from '@fx/service-kit';
import {
  createTestDatabase,
  eventually,
  memoryLogger,
  randomSuffix,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { BuiltService, TestDatabase } from '@fx/service-kit/testing';
import { injectInto, startTestGateway, waitForServices } from './gateway-harness';

/** How long one request may take before it counts as hung (the RPC timeout is 3 s). */
const HANG_MS = 6000;
/** How long the steady flow runs, and when into it a rates instance is killed. */
const FLOW_MS = 9000;
const KILL_AT_MS = 3000;
const LOOPS = 4;
/** Tries of one request that answered 503, the same Idempotency-Key each time. */
const TRIES = 12;

interface Attempt {
  route: string;
  status: number | 'hung';
  ms: number;
  /** Milliseconds since the flow began, when the request was sent. */
  sentAt: number;
  body?: string;
}

/**
 * A crash of one of two rates processes while customers look up rates, get quotes and place
 * orders: the real gateway (in this process), two rates processes and the orders service on one
 * database and broker namespace. One rates process is SIGKILLed mid-flow.
 */
describe('faults: a rates instance killed while quotes and orders flow', () => {
  const { logger } = memoryLogger('gateway');
  const run = randomSuffix();
  let database: TestDatabase;
  let namespace: string;
  let shared: Record<string, string>;
  const rates: BuiltService[] = [];
  let orders: ReturnType<typeof startBuiltService>;
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let client: RpcClient;

  const allOutput = () =>
    [
      ...rates.map((r, i) => `--- rates #${i}\n${r.output()}`),
      `--- orders\n${orders.output()}`,
    ].join('\n');

  /** The rates instances that answer health requests right now, by instance id. */
  async function answeringRates(tries = 12): Promise<Set<string>> {
    const answers = await Promise.all(
      Array.from({ length: tries }, () =>
        client.request('rates.health', {}).catch(() => undefined),
      ),
    );
    return new Set(answers.flatMap((answer) => (answer ? [answer.instance] : [])));
  }

  const instanceOf = (service: BuiltService) => (ids: Set<string>) =>
    [...ids].some((id) => id.endsWith(`-${service.pid}`));

  beforeAll(async () => {
    database = await createTestDatabase('fault_rates');
    namespace = uniqueNamespace('fault-rates');
    shared = serviceTestEnv({ namespace, databaseUrl: database.url, redis: true });
    rates.push(startBuiltService('rates', shared));
    // The second starts once the first has made the schema, as a scaled deployment would.
    orders = startBuiltService('orders', shared);
    gateway = await startTestGateway(namespace, logger, {
      // Every injected request comes from 127.0.0.1; the per-address order limit (30 a minute)
      // would otherwise answer 429 to this flow, which is not what this test is about.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    });
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'fault-rates-test',
      namespace,
      logger,
      ephemeral: true,
    });
    client = new RpcClient(connection, 1000);
    await waitForServices(connection, ['rates', 'orders'], [orders]).catch((error: Error) => {
      throw new Error(`${error.message}\n${allOutput()}`);
    });
    rates.push(startBuiltService('rates', shared));
    const seen = new Set<string>();
    await eventually(
      async () => {
        for (const id of await answeringRates()) seen.add(id);
        return rates.every((r) => instanceOf(r)(seen));
      },
      45_000,
      200,
    ).catch((error: Error) => {
      throw new Error(`both rates instances never answered: ${error.message}\n${allOutput()}`);
    });
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    await connection?.close();
    await gateway?.close();
    await Promise.all([...rates.map((r) => r.stop()), orders?.stop()]);
    await database?.drop();
  });

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
      injectInto(gateway, method, url, {
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

  /** Looks up the rate, gets a quote and places an order (own key, own e-mail address). */
  async function customer(label: string): Promise<void> {
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
    const order = await withRetries(
      'POST /orders',
      'POST',
      '/api/v1/orders',
      {
        way: 'collect',
        branchId: 'high-street-north',
        customer: {
          firstName: 'Rae',
          lastName: 'Tes',
          email,
          confirmEmail: email,
          phone: '07700 900321',
        },
        lines: [{ currency: 'EUR', amount: '120', side: 'gbp', shownRate: rate }],
        termsAccepted: true,
      },
      key,
    );
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

  async function ordersInDatabase() {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ key: string; numbers: string[]; emails: number }>(
        `SELECT idempotency_key AS key, array_agg(order_number) AS numbers,
                count(DISTINCT email)::int AS emails
           FROM orders.orders GROUP BY idempotency_key`,
      );
      const { rows: total } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders.orders',
      );
      return { byKey: rows, total: total[0]!.n };
    } finally {
      await db.end();
    }
  }

  let killedAt = 0;
  let victim: BuiltService;
  let survivor: BuiltService;

  it('answers every request within the hang bound, 2xx or a JSON 503, and places every order exactly once', async () => {
    [victim, survivor] = [rates[0]!, rates[1]!];
    started = Date.now();
    const flowing = flow(started + FLOW_MS, LOOPS);
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    killedAt = Date.now() - started;
    victim.kill('SIGKILL');
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await flowing;

    const hung = attempts.filter((a) => a.status === 'hung');
    const slowest = Math.max(...attempts.map((a) => a.ms));
    const unavailable = attempts.filter((a) => a.status === 503);
    const others = attempts.filter(
      (a) => a.status !== 'hung' && a.status !== 503 && (a.status < 200 || a.status >= 300),
    );
    const afterKill = attempts.filter((a) => a.sentAt > killedAt);
    const ratesServedAfterKill = afterKill.filter(
      (a) => a.route.startsWith('GET /currencies/EUR') && a.status === 200,
    ).length;
    const ordersAfterKill = afterKill.filter(
      (a) => a.route === 'POST /orders' && (a.status === 201 || a.status === 200),
    ).length;
    const byRoute = (route: string) => attempts.filter((a) => a.route === route).length;
    console.log(
      [
        `rates instance SIGKILLed ${killedAt} ms into a ${FLOW_MS} ms flow of ${LOOPS} loops`,
        `requests sent: ${attempts.length} (GET /currencies/EUR ${byRoute('GET /currencies/EUR')},` +
          ` GET /currencies/EUR/history ${byRoute('GET /currencies/EUR/history')},` +
          ` POST /quotes ${byRoute('POST /quotes')}, POST /orders ${byRoute('POST /orders')})`,
        `503 answers: ${unavailable.length}${unavailable.length ? ` (${[...new Set(unavailable.map((a) => a.route))].join(', ')})` : ''}`,
        `other non-2xx answers: ${others.length}; hung: ${hung.length}; slowest answer: ${slowest} ms`,
        `orders placed: ${placed.size} (not placed: ${unplaced.size}; customers who never got a rate: ${rateless.size})`,
        `after the kill: ${afterKill.length} requests, ${ratesServedAfterKill} rate look-ups served, ${ordersAfterKill} orders placed`,
      ].join('\n'),
    );

    // Nothing hangs: every request is answered well inside the bound.
    expect(hung).toEqual([]);
    // Every answer is 2xx, or a 503 that says what is wrong in JSON.
    expect(others).toEqual([]);
    for (const attempt of unavailable) {
      expect(JSON.parse(attempt.body!)).toMatchObject({
        statusCode: 503,
        code: expect.stringMatching(/UNAVAILABLE/) as string,
        message: expect.stringMatching(/try again/i) as string,
      });
    }
    // Every customer got a rate, and every order was placed in the end (retries with the same key
    // included).
    expect([...rateless]).toEqual([]);
    expect([...unplaced]).toEqual([]);
    expect(placed.size).toBeGreaterThanOrEqual(LOOPS);
    // The surviving instance kept serving after the crash.
    expect(ratesServedAfterKill).toBeGreaterThan(0);
    expect(ordersAfterKill).toBeGreaterThan(0);
    // The database holds exactly one order per key, and exactly the ones the customers were told of.
    const stored = await ordersInDatabase();
    expect(stored.total).toBe(placed.size);
    expect(stored.byKey.filter((row) => row.numbers.length !== 1 || row.emails !== 1)).toEqual([]);
    expect(new Map(stored.byKey.map((row) => [row.key, row.numbers[0]]))).toEqual(placed);
  }, 60_000);

  it('takes a replacement instance into service: it alone answers once the survivor stops', async () => {
    const replacement = startBuiltService('rates', shared);
    rates.push(replacement);
    await eventually(
      async () => instanceOf(replacement)(await answeringRates()),
      45_000,
      200,
    ).catch((error: Error) => {
      throw new Error(`the replacement never answered: ${error.message}\n${replacement.output()}`);
    });
    await survivor.stop();
    const before = placed.size;
    const sent = attempts.length;
    started = Date.now();
    await flow(started + 2000, 2);
    const fresh = attempts.slice(sent);
    expect(
      fresh.filter((a) => a.status === 'hung' || (a.status !== 200 && a.status !== 201)),
    ).toEqual([]);
    expect(fresh.filter((a) => a.route === 'GET /currencies/EUR').length).toBeGreaterThan(0);
    expect([...rateless]).toEqual([]);
    expect([...unplaced]).toEqual([]);
    expect(placed.size).toBeGreaterThan(before);
    const answering = await answeringRates();
    expect([answering.size, instanceOf(replacement)(answering)]).toEqual([1, true]);
    const stored = await ordersInDatabase();
    expect(stored.total).toBe(placed.size);
    console.log(
      `replacement rates instance: ${fresh.length} requests, all 2xx; ${placed.size - before} more orders placed (${placed.size} in all, ${stored.total} in the database)`,
    );
  }, 90_000);
});
