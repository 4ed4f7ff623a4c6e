import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';

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
import { customerFlow } from './support/customer-flow';
import { startTestGateway, waitForServices } from './support/gateway-harness';

/** How long the steady flow runs, and when into it a rates instance is killed. */
const FLOW_MS = 9000;
const KILL_AT_MS = 3000;
const LOOPS = 4;

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
    orders = startBuiltService('orders', { ...shared, COMPLIANCE_SCREENING: 'off' });
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

  let started = 0;
  const { attempts, placed, unplaced, rateless, flow, begin } = customerFlow(() => gateway, run);

  let killedAt = 0;
  let victim: BuiltService;
  let survivor: BuiltService;

  it('answers every request within the hang bound, 2xx or a JSON 503, and places every order exactly once', async () => {
    [victim, survivor] = [rates[0]!, rates[1]!];
    started = begin();
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
    started = begin();
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
