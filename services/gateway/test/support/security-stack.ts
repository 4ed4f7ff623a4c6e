import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import type { OrderView } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import type { BuiltService } from '@fx/service-kit/testing';
import { AuthEmulator, memoryLogger, randomSuffix, testUrls } from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../../src/access-gate/gate-password';
import { injectInto } from './gateway-harness';
import type { InjectOptions } from './gateway-harness';
import { startGatewayStack } from './gateway-stack';
import type { GatewayStack } from './gateway-stack';
import { eurOrder } from './order-body';

/**
 * A real SMTP server that wants a user name and password before it takes mail, and greylists the
 * first delivery to each address it is told to (a temporary 450 that names the address, as
 * Postfix's greylisting does), so the mailer's retry path runs too.
 */
async function startSmtp(user: string, password: string, greylist: (to: string) => boolean) {
  const delivered: string[][] = [];
  const greylisted = new Set<string>();
  let refusedLogins = 0;
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      refusedLogins += 1;
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (greylist(to) && !greylisted.has(to)) {
        greylisted.add(to);
        return callback(
          Object.assign(
            new Error(`<${address.address}>: Recipient address rejected: Greylisted, try later`),
            { responseCode: 450 },
          ),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    deliveredTo: (address: string) =>
      delivered.filter((to) => to.includes(address.toLowerCase())).length,
    greylisted: () => greylisted.size,
    refusedLogins: () => refusedLogins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The conversion API of the rates service's live provider, on this machine: it records the key
 * each request carries. It prices every currency at first (orders need fresh rates), and once
 * `goDown()` is called answers 503, so a refresh fails and the failure gets logged.
 */
async function startRateApi() {
  const keys = new Set<string>();
  let requests = 0;
  let down = false;
  const server = http.createServer((request, response) => {
    requests += 1;
    const key = request.headers['x-api-key'];
    if (typeof key === 'string') keys.add(key);
    if (down)
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
    else
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"success":true,"info":{"rate":1.25}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/convert`,
    keys,
    requests: () => requests,
    goDown: () => {
      down = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function withLogin(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = password;
  return parsed.toString();
}

/**
 * A PostgreSQL login of the test's own with a known password, the one the services' DATABASE_URL
 * carries (and must keep out of their logs): real on a server that checks passwords, as the test
 * containers' does. Returns what drops it.
 */
async function createDatabaseLogin(user: string, password: string): Promise<() => Promise<void>> {
  const run = async (sql: string) => {
    const admin = new Client({ connectionString: testUrls.postgresAdmin });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE ROLE "${user}" LOGIN SUPERUSER PASSWORD '${password}'`);
  return () => run(`DROP ROLE IF EXISTS "${user}"`);
}

/** An error body without its correlation id, which differs on every answer by design. */
export function comparable(body: string): Record<string, unknown> {
  const { correlationId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
}

/**
 * The real rates, orders, identity and notifications services as processes at LOG_LEVEL=debug
 * with known fake secrets in their environment (the SMTP server and the rate provider of the
 * test's own want them), the gateway in this process; two customers, Alice the canary and Bob.
 * Started before the file's tests (hooks registered here), with the helpers the tests share.
 */
export function useSecurityStack() {
  const { logger, lines } = memoryLogger('gateway');
  const run = randomSuffix();
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const secrets = {
    rateApiKey: `rk-${run}-Zq7pW3vN9xL2cR5t`,
    smtpPassword: `smtp-${run}-Hn4rT8sK1mQ6`,
    databaseUser: `fx_security_${run}`,
    databasePassword: `db-${run}-Pc6yB2wQ5eJ4`,
    gatePassword: `gate-${run}-Vd3kF9jS7uX1`,
    gateSecret: `sign-${run}-0123456789abcdefghijklmnopqrstuv`,
    gateHash: '',
  };
  secrets.gateHash = hashGatePasswordSync(secrets.gatePassword);
  // Customer A is the canary: their e-mail and phone must show up in no log line.
  const alice = {
    firstName: 'Alice',
    lastName: `Canary${run}`,
    email: `Leak.Canary-${run}@Example.org`,
    phone: '+44 7700 900461',
  };
  const bob = {
    firstName: 'Bob',
    lastName: 'Other',
    email: `bob-${run}@example.net`,
    phone: '07700 900999',
  };
  const branchInbox = `branch-${run}@highstreetfx.test`;
  const contactInbox = `hello-${run}@highstreetfx.test`;
  const started = {} as {
    stack: GatewayStack;
    smtp: Awaited<ReturnType<typeof startSmtp>>;
    rateApi: Awaited<ReturnType<typeof startRateApi>>;
    services: Record<string, BuiltService>;
    rpc: RpcClient;
  };
  /**
   * Stops a service once, however often the tests ask: each caller waits for that one stop, so
   * a service's output is complete once any of them is done.
   */
  const stopping = new Map<string, Promise<void>>();
  let dropLogin: (() => Promise<void>) | undefined;
  const stop = (name: string): Promise<void> => {
    if (!stopping.has(name)) stopping.set(name, started.services[name]!.stop());
    return stopping.get(name)!;
  };

  beforeAll(async () => {
    started.smtp = await startSmtp('mailer', secrets.smtpPassword, (to) =>
      to.includes(alice.email.toLowerCase()),
    );
    started.rateApi = await startRateApi();
    dropLogin = await createDatabaseLogin(secrets.databaseUser, secrets.databasePassword);
    started.stack = await startGatewayStack({
      label: 'security',
      logger,
      databaseUrl: (url) => withLogin(url, secrets.databaseUser, secrets.databasePassword),
      shared: { LOG_LEVEL: 'debug' },
      services: {
        rates: {
          RATE_PROVIDER: 'conversion-api',
          RATE_API_URL: started.rateApi.url,
          RATE_API_KEY: secrets.rateApiKey,
          PROVIDER_TIMEOUT_MS: '1000',
        },
        orders: { OUTBOX_POLL_MS: '200' },
        identity: {},
        notifications: {
          SMTP_URL: `smtp://mailer:${encodeURIComponent(secrets.smtpPassword)}@127.0.0.1:${started.smtp.port}`,
          SMTP_TIMEOUT_MS: '5000',
          MAIL_BACKOFF_MS: '200',
          BRANCH_INBOX: branchInbox,
          CONTACT_INBOX: contactInbox,
        },
      },
      gateway: {
        LOG_LEVEL: 'debug',
        ACCESS_GATE_USERNAME: 'staff',
        ACCESS_GATE_PASSWORD_HASH: secrets.gateHash,
        ACCESS_GATE_SECRET: secrets.gateSecret,
        // The enumeration sends a few hundred look-ups from 127.0.0.1; the per-address limit (30
        // a minute) would answer 429, which is a defence of its own and not what is tested there.
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
        ROLE_CACHE_SECONDS: '0',
      },
    });
    started.services = started.stack.services;
    started.rpc = new RpcClient(started.stack.connection, 20_000);
  }, 120_000);

  afterAll(async () => {
    await started.rpc?.close();
    if (started.services) await Promise.all(Object.keys(started.services).map(stop));
    await started.stack?.close();
    await dropLogin?.();
    await started.smtp?.close();
    await started.rateApi?.close();
  });

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: InjectOptions = {},
  ) => injectInto(started.stack.gateway, method, url, options);

  const track = (orderNumber: string, email?: string) =>
    request(
      'GET',
      `/api/v1/orders/${orderNumber}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    );

  async function placeOrder(customer: typeof alice): Promise<OrderView> {
    const response = await request('POST', '/api/v1/orders', {
      headers: { 'idempotency-key': randomUUID() },
      body: await eurOrder(started.stack.gateway, customer, '250'),
    });
    expect(response.statusCode).toBe(201);
    return response.json<OrderView>();
  }

  async function orderRow(orderNumber: string) {
    const db = new Client({ connectionString: started.stack.database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; status: string }>(
        'SELECT id, status FROM orders.orders WHERE order_number = $1',
        [orderNumber],
      );
      return rows[0]!;
    } finally {
      await db.end();
    }
  }

  return {
    /** What beforeAll started: read it in a test or a hook, not while the file is collected. */
    started,
    /** What the gateway logged, one object a line. */
    lines,
    run,
    emulator,
    secrets,
    alice,
    bob,
    branchInbox,
    contactInbox,
    stop,
    request,
    track,
    placeOrder,
    orderRow,
    /** ID tokens and gate tokens handed out during the run: credentials, so never logged either. */
    tokens: [] as string[],
    /** Alice's and Bob's orders, once the order details tests have placed them. */
    orders: {} as { alice: OrderView; bob: OrderView },
  };
}

export type SecurityStack = ReturnType<typeof useSecurityStack>;
