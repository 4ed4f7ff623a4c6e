import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import type { AccessGateGrant, OrderView, PricedCurrency } from '@fx/contracts';
import { AmqpConnection, RpcClient } from '@fx/service-kit';
import {
  AuthEmulator,
  createTestDatabase,
  eventually,
  memoryLogger,
  randomSuffix,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../src/access-gate/gate-password';
import { ROUTES } from '../src/gateway';
import { injectInto, startTestGateway, waitForServices } from './support/gateway-harness';
import type { InjectOptions } from './support/gateway-harness';

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

function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
}

/** An error body without its correlation id, which differs on every answer by design. */
function comparable(body: string): Record<string, unknown> {
  const { correlationId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
}

/**
 * What one customer may see of another's order (nothing), who may use the staff order routes, and
 * what the services write to their logs (never a secret, an e-mail address or a phone number).
 * The real rates, orders, identity and notifications services run as processes at LOG_LEVEL=debug
 * with known fake secrets in their environment; the gateway runs in this process.
 */
describe('security: customer data and secrets', () => {
  const { logger, lines } = memoryLogger('gateway');
  const run = randomSuffix();
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const secrets = {
    rateApiKey: `rk-${run}-Zq7pW3vN9xL2cR5t`,
    smtpPassword: `smtp-${run}-Hn4rT8sK1mQ6`,
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

  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let rateApi: Awaited<ReturnType<typeof startRateApi>>;
  const services: Record<string, ReturnType<typeof startBuiltService>> = {};
  /**
   * Stops a service once. (startBuiltService's stop() waits for an 'exit' that already happened
   * when it is called again on a process that ended by its signal, so it is called only once.)
   */
  const stopping = new Map<string, Promise<void>>();
  const stop = (name: string): Promise<void> => {
    if (!stopping.has(name)) stopping.set(name, services[name]!.stop());
    return stopping.get(name)!;
  };
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let rpc: RpcClient;

  beforeAll(async () => {
    database = await createTestDatabase('security');
    smtp = await startSmtp('mailer', secrets.smtpPassword, (to) =>
      to.includes(alice.email.toLowerCase()),
    );
    rateApi = await startRateApi();
    const namespace = uniqueNamespace('security');
    const shared = {
      ...serviceTestEnv({
        namespace,
        databaseUrl: withPassword(database.url, secrets.databasePassword),
        redis: true,
      }),
      LOG_LEVEL: 'debug',
    };
    services.rates = startBuiltService('rates', {
      ...shared,
      RATE_PROVIDER: 'conversion-api',
      RATE_API_URL: rateApi.url,
      RATE_API_KEY: secrets.rateApiKey,
      PROVIDER_TIMEOUT_MS: '1000',
    });
    services.orders = startBuiltService('orders', { ...shared, OUTBOX_POLL_MS: '200' });
    services.identity = startBuiltService('identity', shared);
    services.notifications = startBuiltService('notifications', {
      ...shared,
      SMTP_URL: `smtp://mailer:${encodeURIComponent(secrets.smtpPassword)}@127.0.0.1:${smtp.port}`,
      SMTP_TIMEOUT_MS: '5000',
      MAIL_BACKOFF_MS: '200',
      BRANCH_INBOX: branchInbox,
      CONTACT_INBOX: contactInbox,
    });
    gateway = await startTestGateway(namespace, logger, {
      LOG_LEVEL: 'debug',
      ACCESS_GATE_USERNAME: 'staff',
      ACCESS_GATE_PASSWORD_HASH: secrets.gateHash,
      ACCESS_GATE_SECRET: secrets.gateSecret,
      // The enumeration below sends a few hundred look-ups from 127.0.0.1; the per-address limit
      // (30 a minute) would answer 429, which is a defence of its own and not what is tested here.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      ROLE_CACHE_SECONDS: '0',
    });
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'security-test',
      namespace,
      logger,
      ephemeral: true,
    });
    rpc = new RpcClient(connection, 20_000);
    await waitForServices(
      connection,
      ['rates', 'orders', 'identity', 'notifications'],
      Object.values(services),
    );
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    await connection?.close();
    await gateway?.close();
    await Promise.all(Object.keys(services).map(stop));
    await smtp?.close();
    await rateApi?.close();
    await database?.drop();
  });

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: InjectOptions = {},
  ) => injectInto(gateway, method, url, options);

  const track = (orderNumber: string, email?: string) =>
    request(
      'GET',
      `/api/v1/orders/${orderNumber}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    );

  async function placeOrder(customer: typeof alice): Promise<OrderView> {
    const eur = (await request('GET', '/api/v1/currencies/EUR')).json<PricedCurrency>();
    const response = await request('POST', '/api/v1/orders', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        way: 'collect',
        branchId: 'high-street-north',
        customer: { ...customer, confirmEmail: customer.email },
        lines: [{ currency: 'EUR', amount: '250', side: 'gbp', shownRate: eur.rates.collect }],
        termsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<OrderView>();
  }

  async function orderRow(orderNumber: string) {
    const db = new Client({ connectionString: database.url });
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

  /** ID tokens and gate tokens handed out during the run: credentials, so never logged either. */
  const tokens: string[] = [];
  let aliceOrder: OrderView;
  let bobOrder: OrderView;
  /** An order number nobody has: what every refused look-up must be indistinguishable from. */
  let nobody: string;

  describe('order details stay with their customer', () => {
    beforeAll(async () => {
      aliceOrder = await placeOrder(alice);
      bobOrder = await placeOrder(bob);
      const taken = new Set([aliceOrder.orderNumber, bobOrder.orderNumber]);
      nobody = '10000000';
      while (taken.has(nobody)) nobody = String(Number(nobody) + 1);
    }, 30_000);

    it('shows an order to its own e-mail address, whatever its letter case and spaces', async () => {
      for (const email of [
        alice.email,
        alice.email.toUpperCase(),
        `  ${alice.email.toLowerCase()} `,
      ]) {
        const response = await track(aliceOrder.orderNumber, email);
        expect([email, response.statusCode]).toEqual([email, 200]);
        expect(response.json<OrderView>()).toMatchObject({
          orderNumber: aliceOrder.orderNumber,
          customer: { email: alice.email, phone: alice.phone },
        });
      }
      expect((await track(bobOrder.orderNumber, bob.email)).statusCode).toBe(200);
    });

    it('answers any other e-mail address exactly as it answers an order that does not exist', async () => {
      const missing = await track(nobody, alice.email);
      expect(missing.statusCode).toBe(404);
      const refusal = comparable(missing.body);
      expect(refusal).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'ORDER_NOT_FOUND',
        message: 'We could not find an order with that number and e-mail address',
      });
      const [local, domain] = alice.email.split('@') as [string, string];
      const attempts: [string, string][] = [
        [aliceOrder.orderNumber, bob.email],
        [aliceOrder.orderNumber, ` ${bob.email.toUpperCase()}  `],
        [aliceOrder.orderNumber, `${local}@example.com`],
        [aliceOrder.orderNumber, `${local}x@${domain}`],
        [aliceOrder.orderNumber, `${local}@${domain}.`],
        [aliceOrder.orderNumber, `%@${domain}`],
        [aliceOrder.orderNumber, `_${local.slice(1)}@${domain}`],
        [aliceOrder.orderNumber, '*'],
        [aliceOrder.orderNumber, "' OR '1'='1"],
        [bobOrder.orderNumber, alice.email],
        [` ${aliceOrder.orderNumber}`, alice.email],
        [`${aliceOrder.orderNumber}0`, alice.email],
        [nobody, bob.email],
      ];
      for (const [orderNumber, email] of attempts) {
        const response = await track(orderNumber, email);
        expect([orderNumber, email, response.statusCode, comparable(response.body)]).toEqual([
          orderNumber,
          email,
          404,
          refusal,
        ]);
        expect(response.body).not.toContain(alice.lastName);
      }
    });

    it('gives nothing to enumeration of the neighbouring order numbers', async () => {
      const real = new Map([
        [aliceOrder.orderNumber, alice.email],
        [bobOrder.orderNumber, bob.email],
      ]);
      const refusal = comparable((await track(nobody, alice.email)).body);
      const answers = new Map<number, number>();
      let sent = 0;
      for (const around of [aliceOrder.orderNumber, bobOrder.orderNumber]) {
        for (let step = -25; step <= 25; step += 1) {
          const orderNumber = String(Number(around) + step).padStart(8, '0');
          for (const email of [alice.email, bob.email]) {
            if (real.get(orderNumber) === email) continue;
            const response = await track(orderNumber, email);
            sent += 1;
            answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
            expect([orderNumber, comparable(response.body)]).toEqual([orderNumber, refusal]);
          }
        }
      }
      expect(Object.fromEntries(answers)).toEqual({ 404: sent });
    });

    it('refuses a look-up without an e-mail, or with a control character, the same way whether or not the order exists', async () => {
      const existing = await track(aliceOrder.orderNumber);
      const missing = await track(nobody);
      expect(existing.statusCode).toBe(400);
      expect(comparable(existing.body)).toEqual(comparable(missing.body));
      expect(existing.body).not.toContain(alice.lastName);
      for (const email of ['   ', `${alice.email}\u0000`, alice.email.replace('@', '\u0001@')]) {
        const refused = await track(aliceOrder.orderNumber, email);
        expect([email, refused.statusCode]).toEqual([email, 400]);
        expect(comparable(refused.body)).toEqual(comparable((await track(nobody, email)).body));
        expect(refused.body).not.toContain(alice.lastName);
      }
    });

    it('refuses a NUL byte in an order as bad input (422), never with a 500, and stores nothing', async () => {
      const eur = (await request('GET', '/api/v1/currencies/EUR')).json<PricedCurrency>();
      const email = `nul-${run}@example.com`;
      const order = {
        way: 'collect',
        branchId: 'high-street-north',
        customer: { ...bob, email, confirmEmail: email },
        lines: [{ currency: 'EUR', amount: '250', side: 'gbp', shownRate: eur.rates.collect }],
        termsAccepted: true,
      };
      const hostile = [
        { ...order, customer: { ...order.customer, firstName: 'Bo\u0000b' } },
        { ...order, customer: { ...order.customer, lastName: 'Other\u0000' } },
        { ...order, branchId: 'high-street-north\u0000' },
      ];
      for (const body of hostile) {
        const response = await request('POST', '/api/v1/orders', { body });
        expect(response.statusCode).toBe(422);
      }
      const db = new Client({ connectionString: database.url });
      await db.connect();
      try {
        const { rows } = await db.query('SELECT 1 FROM orders.orders WHERE email = $1', [email]);
        expect(rows).toEqual([]);
      } finally {
        await db.end();
      }
    });

    it('sends the API security headers on an order and on a refusal, and no HSTS over plain HTTP', async () => {
      const headers = {
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'content-type': expect.stringContaining('application/json') as string,
      };
      const answers = [
        await track(aliceOrder.orderNumber, alice.email),
        await track(aliceOrder.orderNumber, bob.email),
        await request('GET', '/api/v1/no-such-route'),
      ];
      for (const answer of answers) {
        expect(answer.headers).toMatchObject(headers);
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('keeps every staff order route closed to a signed-in customer, even with the gate open', async () => {
      const customer = await emulator.signUp(`customer-${run}@example.com`);
      expect(
        (await request('POST', '/api/v1/me', { token: customer.idToken, body: {} })).json(),
      ).toMatchObject({ role: 'user' });
      const gate = await request('POST', '/api/v1/access-gate', {
        body: { username: 'staff', password: secrets.gatePassword },
      });
      expect(gate.statusCode).toBe(200);
      const gateToken = gate.json<AccessGateGrant>().token;
      tokens.push(customer.idToken, gateToken);

      const { id } = await orderRow(aliceOrder.orderNumber);
      const routes = ROUTES.get(gateway)!.filter(
        (route) =>
          /^\/api\/v1\/admin\/(orders|stats)/.test(route.url) &&
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS',
      );
      expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
        'DELETE /api/v1/admin/orders/:id',
        'GET /api/v1/admin/orders',
        'GET /api/v1/admin/orders/:id',
        'GET /api/v1/admin/stats',
        'POST /api/v1/admin/orders/:id/accept',
        'POST /api/v1/admin/orders/:id/complete',
      ]);
      for (const route of routes) {
        const method = route.method as 'GET' | 'POST' | 'DELETE';
        const url = route.url.replace(':id', id);
        const answers = [
          await request(method, url),
          await request(method, url, { token: customer.idToken }),
          await request(method, url, {
            token: customer.idToken,
            headers: { 'x-access-gate': gateToken },
          }),
        ];
        expect([route.method, route.url, ...answers.map((answer) => answer.statusCode)]).toEqual([
          route.method,
          route.url,
          401,
          403,
          403,
        ]);
        for (const answer of answers) {
          expect(answer.body).not.toContain(aliceOrder.orderNumber);
          expect(answer.body.toLowerCase()).not.toContain(alice.email.toLowerCase());
        }
      }
      // None of the refused actions happened.
      expect((await orderRow(aliceOrder.orderNumber)).status).toBe('pending');
    });
  });

  describe('logs', () => {
    it('hold no secret, e-mail address or phone number, yet record the work that was done', async () => {
      // The contact form carries an e-mail and a phone number too.
      const contact = await request('POST', '/api/v1/contact', {
        body: { name: 'Alice', email: alice.email, phone: alice.phone, message: 'Hello there' },
      });
      expect(contact.statusCode).toBe(202);

      // Notifications signed in to SMTP with its password and, after the greylisting, delivered.
      await eventually(
        () =>
          smtp.deliveredTo(alice.email) >= 1 &&
          smtp.deliveredTo(branchInbox) >= 1 &&
          smtp.deliveredTo(contactInbox) >= 1,
        30_000,
        100,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${services.notifications!.output()}`);
      });
      expect(smtp.greylisted()).toBeGreaterThanOrEqual(1);
      expect(smtp.refusedLogins()).toBe(0);

      // The rates service sent its key to the provider, which failed; the failure is logged.
      rateApi.goDown();
      const summary = await rpc.request('rates.refreshNow', { changedBy: 'security-test' });
      expect(summary.failed.length).toBeGreaterThan(0);
      expect([...rateApi.keys]).toEqual([secrets.rateApiKey]);

      // A customer tracks the order while the orders service is down: a 503 the gateway logs.
      await stop('orders');
      const down = await track(aliceOrder.orderNumber, alice.email);
      expect(down.statusCode).toBe(503);

      // Stopping every process flushes what it had still buffered.
      await Promise.all(Object.keys(services).map(stop));
      const logs: [string, string][] = [
        ...Object.entries(services).map(([name, service]): [string, string] => [
          name,
          service.output(),
        ]),
        [
          'gateway',
          lines()
            .map((line) => JSON.stringify(line))
            .join('\n'),
        ],
      ];

      // Evidence that the work was logged, so that silence cannot pass for safety.
      const logOf = (name: string) => logs.find(([service]) => service === name)![1];
      expect(logOf('gateway')).toContain(`"url":"/api/v1/orders/${aliceOrder.orderNumber}"`);
      expect(logOf('gateway')).toMatch(/"level":"error".*"url":"\/api\/v1\/orders\//);
      expect(logOf('notifications')).toMatch(
        /"template":"order-confirmation".*"msg":"e-mail sent"/,
      );
      // The SMTP server's refusal quoted the address; the log keeps it masked.
      expect(logOf('notifications')).toMatch(
        /"err":"[^"]*450 <L\*\*\*@example\.org>[^"]*Greylisted/,
      );
      expect(logOf('rates')).toContain('some rates were not refreshed');

      const digits = (value: string) => value.replace(/\D/g, '');
      const forbidden: Record<string, string> = {
        'customer e-mail': alice.email,
        'customer e-mail, URL-encoded': encodeURIComponent(alice.email),
        'customer e-mail, local part': alice.email.split('@')[0]!,
        'other customer e-mail': bob.email,
        'customer phone': alice.phone,
        'customer phone, digits': digits(alice.phone),
        'customer phone, national digits': `0${digits(alice.phone).slice(2)}`,
        'other customer phone, digits': digits(bob.phone),
        'rate API key': secrets.rateApiKey,
        'SMTP password': secrets.smtpPassword,
        'database password': secrets.databasePassword,
        'staff gate password': secrets.gatePassword,
        'staff gate signing secret': secrets.gateSecret,
        'staff gate password hash': secrets.gateHash.split('$').at(-1)!,
        // An ID token's claims, a gate token's signature: the part that makes each one unique.
        ...Object.fromEntries(
          tokens.map((token, index) => [`token ${index}`, token.split('.')[1]!]),
        ),
      };
      const found: string[] = [];
      for (const [name, log] of logs) {
        const lower = log.toLowerCase();
        for (const [what, value] of Object.entries(forbidden)) {
          const at = lower.indexOf(value.toLowerCase());
          if (at === -1) continue;
          const start = lower.lastIndexOf('\n', at) + 1;
          const end = lower.indexOf('\n', at);
          found.push(
            `${name} logged the ${what}: ${log.slice(start, end === -1 ? undefined : end)}`,
          );
        }
      }
      expect(found).toEqual([]);
    }, 90_000);
  });
});
