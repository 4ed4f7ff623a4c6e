import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CurrencyTable } from '@fx/contracts';
import { AmqpConnection } from '@fx/service-kit';
import {
  TcpProxy,
  createTestDatabase,
  eventually,
  memoryLogger,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import {
  injectInto,
  startTestGateway,
  testStaffGate,
  waitForServices,
} from './support/gateway-harness';

/**
 * The per-address limits count in Redis, so every gateway instance shares them. When the gateway
 * loses Redis (a TCP proxy between them, cut and restored), the staff gate and the forms that
 * create something for an address keep a limit in the gateway's memory rather than none, and the
 * public reads go on answering. The real rates service serves the rate table.
 */
describe('faults: Redis unreachable for the gateway', () => {
  const { logger } = memoryLogger('gateway');
  const { gate, env: gateEnv } = testStaffGate();
  let database: TestDatabase;
  let redis: TcpProxy;
  let rates: ReturnType<typeof startBuiltService>;
  let connection: AmqpConnection;
  /** Two instances of the gateway on the same namespace, both reaching Redis through the proxy. */
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  let nextAddress = 10;

  beforeAll(async () => {
    database = await createTestDatabase('fault-redis');
    redis = await TcpProxy.start(testUrls.redis, 6379);
    const namespace = uniqueNamespace('fault-redis');
    rates = startBuiltService(
      'rates',
      serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
    );
    const throughProxy = { ...gateEnv, REDIS_URL: redis.urlFor(testUrls.redis) };
    first = await startTestGateway(namespace, logger, throughProxy);
    second = await startTestGateway(namespace, logger, throughProxy);
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'fault-redis-test',
      namespace,
      logger,
      ephemeral: true,
    });
    await waitForServices(connection, ['rates'], [rates]);
  }, 90_000);

  afterAll(async () => {
    await connection?.close();
    await first?.close();
    await second?.close();
    await rates?.stop();
    await redis?.close();
    await database?.drop();
  });

  // Redis back, and both gateways connected to it again, before the next test.
  afterEach(async () => {
    redis.restore();
    for (const gateway of [first, second]) {
      await eventually(
        async () => (await injectInto(gateway, 'GET', '/health/ready')).statusCode === 200,
        15_000,
        100,
      );
    }
  });

  /** A client of its own for each test, so no test inherits another's count. */
  const newClient = () => `198.51.100.${(nextAddress += 1)}`;

  const tryGate = (gateway: NestFastifyApplication, remoteAddress: string, password: string) =>
    injectInto(gateway, 'POST', '/api/v1/access-gate', {
      body: { username: gate.username, password },
      remoteAddress,
    });

  it('shares the staff gate count between gateway instances while Redis is up', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const gateway = attempt % 2 === 0 ? first : second;
      statuses.push((await tryGate(gateway, client, `wrong-${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('still refuses the sixth wrong staff-gate password with 429 while Redis is cut, and the right one after it', async () => {
    const client = newClient();
    redis.cut();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await tryGate(first, client, `wrong-${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const right = await tryGate(first, client, gate.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(right.json()).not.toHaveProperty('token');
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address has its own count, and the right password still opens the gate for it.
    const colleague = await tryGate(first, newClient(), gate.password);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).toHaveProperty('token');
  });

  it.each([
    ['POST /api/v1/contact', 5],
    ['POST /api/v1/alerts', 5],
    ['POST /api/v1/me', 30],
    ['POST /api/v1/orders', 30],
  ] as const)('keeps %s limited (%i per window) while Redis is cut', async (route, max) => {
    const client = newClient();
    const url = route.replace('POST ', '');
    redis.cut();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      // The limit is counted before anything else, so an empty form (or no sign-in) counts too.
      const response = await injectInto(first, 'POST', url, { body: {}, remoteAddress: client });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).filter((status) => status === 429)).toEqual([]);
    expect(statuses[max]).toBe(429);
  });

  it('lifts the limit of a public read while Redis is cut rather than refuse it', async () => {
    // The unsubscribe page's read allows 30 a minute per address while Redis counts.
    const read = async (client: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 35; attempt += 1) {
        const response = await injectInto(first, 'GET', '/api/v1/alerts/unsubscribe?token=x', {
          remoteAddress: client,
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    expect((await read(newClient())).filter((status) => status === 429)).toHaveLength(5);
    redis.cut();
    expect((await read(newClient())).filter((status) => status === 429)).toEqual([]);
  });

  it('keeps answering the public rate table during the cut, as often as it is asked', async () => {
    const client = newClient();
    redis.cut();
    const statuses = new Set<number>();
    let table: CurrencyTable | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await injectInto(first, 'GET', '/api/v1/currencies', {
        remoteAddress: client,
      });
      statuses.add(response.statusCode);
      table = response.json<CurrencyTable>();
    }
    expect([...statuses]).toEqual([200]);
    expect(table?.currencies.map((currency) => currency.code)).toContain('EUR');
  });
});
