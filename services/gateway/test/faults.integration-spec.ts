import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { AmqpConnection } from '@fx/service-kit';
import {
  TcpProxy,
  createTestDatabase,
  memoryLogger,
  runOnContainers,
  serviceTestEnv,
  startBuiltService,
  startOwnContainer,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { injectInto, startTestGateway, waitForServices } from './support/gateway-harness';
import { eurOrder } from './support/order-body';

/** The orders service's database, and a way to take it away and give it back. */
interface DatabaseOutage {
  database: TestDatabase;
  /** The address the orders service is given. */
  ordersUrl: string;
  begin(): Promise<void>;
  end(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy between the orders service and the run's PostgreSQL, cut and restored. */
async function proxyCut(): Promise<DatabaseOutage> {
  const database = await createTestDatabase('fault');
  const proxy = await TcpProxy.start(database.url, 5432);
  return {
    database,
    ordersUrl: proxy.urlFor(database.url),
    begin: async () => proxy.cut(),
    end: async () => proxy.restore(),
    close: async () => {
      await proxy.close();
      await database.drop();
    },
  };
}

/** A PostgreSQL server of the test's own, stopped and started again: a real restart. */
async function serverRestart(): Promise<DatabaseOutage> {
  const server = await startOwnContainer('postgres');
  const database = await createTestDatabase('fault', server.url);
  return {
    database,
    ordersUrl: database.url,
    begin: () => server.halt(),
    end: () => server.resume(),
    close: () => server.stop(),
  };
}

type Outage = [string, () => Promise<DatabaseOutage>];
const OUTAGES: Outage[] = [
  ['the network to it cut and restored (a TCP proxy)', proxyCut],
  // Only where the run is on containers: the machine's own server is not the test's to restart.
  ...(runOnContainers()
    ? [['its server stopped and started again (a container)', serverRestart] satisfies Outage]
    : []),
];

/**
 * Faults a real deployment meets, injected into the real services: here the orders service losing
 * PostgreSQL.
 */
describe.each(OUTAGES)('faults: the orders service losing PostgreSQL, %s', (_how, outageOf) => {
  const { logger } = memoryLogger('gateway');
  let database: TestDatabase;
  let outage: DatabaseOutage;
  let services: ReturnType<typeof startBuiltService>[] = [];
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let dropRates: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    outage = await outageOf();
    database = outage.database;
    const namespace = uniqueNamespace('fault');
    // Rates keeps the run's database: only the orders service loses its own.
    const rates = await createTestDatabase('fault_rates');
    dropRates = () => rates.drop();
    const shared = serviceTestEnv({ namespace, databaseUrl: rates.url, redis: true });
    services = [
      startBuiltService('rates', shared),
      startBuiltService('orders', {
        ...shared,
        DATABASE_URL: outage.ordersUrl,
        COMPLIANCE_SCREENING: 'off',
      }),
    ];
    gateway = await startTestGateway(namespace, logger);
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'fault-test',
      namespace,
      logger,
      ephemeral: true,
    });
    await waitForServices(connection, ['rates', 'orders'], services);
  }, 180_000);

  afterAll(async () => {
    await connection?.close();
    await gateway?.close();
    await Promise.all(services.map((service) => service.stop()));
    await outage?.close();
    await dropRates?.();
  });

  const http = (method: 'GET' | 'POST', url: string, body?: unknown, key?: string) =>
    injectInto(gateway, method, url, {
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  const orderBody = (email: string) =>
    eurOrder(gateway, { firstName: 'Fay', lastName: 'Ult', email, phone: '07700 900123' }, '150');

  async function counts() {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM orders.orders) AS orders,
                (SELECT count(*)::int FROM orders.order_lines) AS lines,
                (SELECT count(*)::int FROM orders.status_changes) AS changes,
                (SELECT count(*)::int FROM orders.outbox) AS events`,
      );
      return rows[0]!;
    } finally {
      await db.end();
    }
  }

  it('answers 503 with a clear message, writes nothing, and places the same order once it is back', async () => {
    // A first order proves the way works, and warms the branch and price look-ups.
    const before = await http(
      'POST',
      '/api/v1/orders',
      await orderBody('first@example.com'),
      randomUUID(),
    );
    expect(before.statusCode).toBe(201);
    const written = await counts();
    expect(written).toEqual({ orders: 1, lines: 1, changes: 1, events: 1 });

    // The order form has its collection day before the customer presses the button.
    const body = await orderBody('during@example.com');
    await outage.begin();
    const key = randomUUID();
    const started = Date.now();
    const refused = await http('POST', '/api/v1/orders', body, key);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(
        /cannot reach its storage right now\. Please try again/,
      ) as string,
    });
    expect(Date.now() - started).toBeLessThan(10_000);

    await outage.end();
    // Nothing of the refused order was written (counted once the database answers again).
    expect(await counts()).toEqual(written);
    // The customer's retry (same Idempotency-Key) succeeds once the database is back: one order.
    let retried = await http('POST', '/api/v1/orders', body, key);
    for (let attempt = 0; retried.statusCode === 503 && attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      retried = await http('POST', '/api/v1/orders', body, key);
    }
    expect(retried.statusCode).toBe(201);
    const again = await http('POST', '/api/v1/orders', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ orderNumber: string }>().orderNumber).toBe(
      retried.json<{ orderNumber: string }>().orderNumber,
    );
    expect(await counts()).toEqual({ orders: 2, lines: 2, changes: 2, events: 2 });
  }, 120_000);
});
