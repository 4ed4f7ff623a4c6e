import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import type { AlertList, MyOrder, MyOrders, PricedCurrency, RateAlert } from '@fx/contracts';
import { AccountMessages, AlertMessages } from '@fx/contracts';
import { AmqpConnection, RpcClient } from '@fx/service-kit';
import {
  AuthEmulator,
  SmtpInbox,
  createTestDatabase,
  eventually,
  forgeToken,
  memoryLogger,
  randomSuffix,
  serviceTestEnv,
  startBuiltService,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { injectInto, startTestGateway, waitForServices } from './gateway-harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rate provider, played by the test: the conversion API's shape (`info.rate` for
 * `to=CODE&from=GBP&amount=1`), answering only for EUR at whatever rate the test sets.
 */
class ProviderServer {
  eurMarketRate = '1';
  private readonly server = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
    if (to !== 'EUR') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`{"success":true,"info":{"rate":${this.eurMarketRate}},"result":1}`);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/convert`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Customer accounts through the gateway, on the real services: My orders (by the verified e-mail
 * of the token, never a parameter), cancelling one's own pending order, and rate alerts fired by
 * the rates service's refreshes, e-mailed through the notifications service to a real SMTP server.
 */
describe('customer accounts: my orders and rate alerts', () => {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const inbox = new SmtpInbox();
  const provider = new ProviderServer();
  let database: TestDatabase;
  let services: ReturnType<typeof startBuiltService>[] = [];
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  let rpc: RpcClient;
  let eur: PricedCurrency;

  beforeAll(async () => {
    await inbox.start();
    const providerUrl = await provider.start();
    database = await createTestDatabase('account');
    const namespace = uniqueNamespace('account');
    const shared = serviceTestEnv({ namespace, databaseUrl: database.url, redis: true });
    services = [
      startBuiltService('identity', shared),
      startBuiltService('rates', {
        ...shared,
        RATE_PROVIDER: 'conversion-api',
        RATE_API_URL: providerUrl,
        RATE_API_KEY: 'test-key',
      }),
      startBuiltService('orders', shared),
      startBuiltService('notifications', {
        ...shared,
        SMTP_URL: inbox.url,
        MAIL_BACKOFF_MS: '100',
        SITE_URL: 'https://highstreetfx.test',
      }),
    ];
    gateway = await startTestGateway(namespace, logger, {
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      ROLE_CACHE_SECONDS: '0',
      TOKEN_CACHE_SECONDS: '0',
    });
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'account-test',
      namespace,
      logger,
      ephemeral: true,
    });
    await waitForServices(connection, ['identity', 'rates', 'orders', 'notifications'], services);
    rpc = new RpcClient(connection, 10_000);
    eur = (await call('GET', '/api/v1/currencies/EUR')).json<PricedCurrency>();
    provider.eurMarketRate = eur.marketRate;
  }, 90_000);

  afterAll(async () => {
    await rpc?.close();
    await connection?.close();
    await gateway?.close();
    await Promise.all(services.map((service) => service.stop()));
    await database?.drop();
    await inbox.close();
    await provider.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown } = {},
  ) => injectInto(gateway, method, url, options);

  /** A customer signed in with Google: a verified e-mail, as My orders needs. */
  async function customer(label: string) {
    const email = `${label}-${randomSuffix()}@example.com`;
    const { idToken, uid } = await emulator.signInWithGoogle(email);
    await call('POST', '/api/v1/me', { token: idToken, body: {} });
    return { email, token: idToken, uid };
  }

  async function placeOrder(email: string, amount = '150'): Promise<string> {
    const placed = await call('POST', '/api/v1/orders', {
      body: {
        way: 'collect',
        branchId: 'high-street-north',
        customer: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          confirmEmail: email,
          phone: '07700 900123',
        },
        lines: [{ currency: 'EUR', amount, side: 'gbp', shownRate: eur.rates.collect }],
        termsAccepted: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json<{ orderNumber: string }>().orderNumber;
  }

  const myOrders = async (token: string) => {
    const response = await call('GET', '/api/v1/me/orders', { token });
    expect(response.statusCode).toBe(200);
    return response.json<MyOrders>().orders;
  };

  const mailTo = (email: string, subject: RegExp): ParsedMail[] =>
    inbox.to(email).filter((mail) => subject.test(mail.subject ?? ''));

  /** The collect rate for a market rate, as the rates service prices it (EUR's margin). */
  const marketFor = (collect: string) =>
    (Number(collect) / (Number(eur.rates.collect) / Number(eur.marketRate))).toFixed(6);

  async function refresh(): Promise<void> {
    const summary = await rpc.request('rates.refreshNow', { changedBy: 'test' });
    expect(summary.refreshed).toContain('EUR');
  }

  describe('my orders', () => {
    it('shows a customer every order placed with their e-mail, newest first, and no one else’s', async () => {
      const ada = await customer('ada');
      const bob = await customer('bob');
      const first = await placeOrder(ada.email, '100');
      const second = await placeOrder(ada.email.toUpperCase(), '200');
      const bobs = await placeOrder(bob.email);

      const adas = await myOrders(ada.token);
      expect(adas.map((order) => order.orderNumber)).toEqual([second, first]);
      expect(adas[0]).toMatchObject({
        status: 'pending',
        cancellable: true,
        branch: { id: 'high-street-north' },
        customer: { firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123' },
        lines: [{ currency: 'EUR', requested: { amount: '200', side: 'gbp' } }],
      });
      expect((await myOrders(bob.token)).map((order) => order.orderNumber)).toEqual([bobs]);

      // A parameter naming someone else changes nothing: the token decides.
      const forged = await call('GET', `/api/v1/me/orders?email=${encodeURIComponent(ada.email)}`, {
        token: bob.token,
      });
      expect(forged.json<MyOrders>().orders.map((order) => order.orderNumber)).toEqual([bobs]);
      // A token whose e-mail claim was changed is refused outright.
      const tampered = forgeToken(bob.token, { email: ada.email });
      expect((await call('GET', '/api/v1/me/orders', { token: tampered })).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/me/orders')).statusCode).toBe(401);
    });

    it('asks for a verified e-mail first: anyone can sign up with a password under any address', async () => {
      const victim = await customer('victim');
      await placeOrder(victim.email);
      const squatter = await emulator.signUp(`${randomSuffix()}-${victim.email}`);
      const unverified = await emulator.signUp(`unverified-${randomSuffix()}@example.com`);
      for (const token of [squatter.idToken, unverified.idToken]) {
        const refused = await call('GET', '/api/v1/me/orders', { token });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: AccountMessages.verifyEmail });
      }
    });

    it('lets the customer cancel their own pending order, with an e-mail, and nobody else', async () => {
      const ada = await customer('canceller');
      const bob = await customer('stranger');
      const number = await placeOrder(ada.email);
      const order = (await myOrders(ada.token))[0]!;

      const strangers = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: bob.token,
      });
      expect(strangers.statusCode).toBe(404);
      expect((await myOrders(ada.token))[0]!.status).toBe('pending');

      const cancelled = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: ada.token,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<MyOrder>()).toMatchObject({
        orderNumber: number,
        status: 'cancelled',
        cancellable: false,
      });
      expect((await myOrders(ada.token))[0]).toMatchObject({ status: 'cancelled' });
      await eventually(() => mailTo(ada.email, new RegExp(number)).length >= 2, 20_000, 100);
      const notice = mailTo(ada.email, /cancel/i);
      expect(notice).toHaveLength(1);
      expect(notice[0]!.subject).toContain(number);

      const again = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: ada.token,
      });
      expect(again.statusCode).toBe(409);
    });

    it('answers 409 once the branch has accepted the order: only the branch may cancel it then', async () => {
      const ada = await customer('accepted');
      const number = await placeOrder(ada.email);
      const order = (await myOrders(ada.token))[0]!;
      await rpc.request('orders.admin.accept', { id: order.id, by: { kind: 'staff', id: 'x' } });

      const refused = await call('POST', `/api/v1/me/orders/${order.id}/cancel`, {
        token: ada.token,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        `Order ${number} has been accepted by the branch and can only be cancelled by the branch: please call ${order.branch.name} on ${order.branch.phone}.`,
      );
      expect((await myOrders(ada.token))[0]).toMatchObject({
        status: 'accepted',
        cancellable: false,
        rateGuaranteedUntil: expect.any(String) as string,
      });
    });
  });

  describe('rate alerts', () => {
    const alertsOf = async (token: string) =>
      (await call('GET', '/api/v1/me/alerts', { token })).json<AlertList>();

    afterEach(async () => {
      // Back to the rate the other tests priced their orders at.
      provider.eurMarketRate = eur.marketRate;
      await refresh();
    });

    it('fires exactly once when a refresh crosses the target, and not when it does not', async () => {
      const ada = await customer('alert');
      const target = (Number(eur.rates.collect) + 0.05).toFixed(4);
      const set = await setAlert(ada.token, target);
      expect(set.statusCode).toBe(201);
      expect(set.json<RateAlert>()).toMatchObject({
        code: 'EUR',
        currencyName: eur.name,
        targetRate: target,
        status: 'active',
        currentRate: eur.rates.collect,
      });

      // A refresh that moves the rate up, but not to the target: nothing.
      provider.eurMarketRate = marketFor((Number(target) - 0.01).toFixed(4));
      await refresh();
      await sleep(1500);
      expect(mailTo(ada.email, /now buys/)).toHaveLength(0);
      expect((await alertsOf(ada.token)).alerts[0]!.status).toBe('active');

      // One that crosses it: one e-mail, with the rate and a link to order at it.
      provider.eurMarketRate = marketFor((Number(target) + 0.01).toFixed(4));
      await refresh();
      const [mail] = await eventually(
        () => mailTo(ada.email, /now buys/).length > 0 && mailTo(ada.email, /now buys/),
        20_000,
        100,
      );
      const fired = (await alertsOf(ada.token)).alerts[0]!;
      expect(fired).toMatchObject({ status: 'triggered', triggeredRate: expect.any(String) });
      expect(Number(fired.triggeredRate)).toBeGreaterThanOrEqual(Number(target));
      expect(mail!.subject).toBe(`1 GBP now buys ${fired.triggeredRate} EUR: your rate alert`);
      expect(mail!.html).toContain('https://highstreetfx.test/purchase/EUR/Order');
      expect(mail!.text).toContain(fired.triggeredRate);
      expect(mail!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toMatch(
        /^List-Unsubscribe:\s*<https:\/\/highstreetfx\.test\/alerts\/unsubscribe\?token=/,
      );

      // More refreshes above the target send nothing more.
      await refresh();
      await refresh();
      await sleep(1500);
      expect(mailTo(ada.email, /now buys/)).toHaveLength(1);
      expect((await alertsOf(ada.token)).remaining).toBe(10);
    });

    it('fires when the branch raises the margin-adjusted rate to the target, not only on a refresh', async () => {
      const ada = await customer('margin');
      const target = (Number(eur.rates.collect) + 0.02).toFixed(4);
      expect((await setAlert(ada.token, target)).statusCode).toBe(201);
      const { currencies } = await rpc.request('rates.currencies.adminList', {});
      const before = currencies.find((currency) => currency.code === 'EUR')!;
      // The sell margin 5 points higher: the customer gets more euros for a pound.
      const raised = (Number(before.sellMarginPct) + 5).toFixed(2);
      await rpc.request('rates.currencies.update', {
        code: 'EUR',
        changes: { sellMarginPct: raised },
        changedBy: 'test',
      });
      try {
        const [mail] = await eventually(
          () => mailTo(ada.email, /now buys/).length > 0 && mailTo(ada.email, /now buys/),
          20_000,
          100,
        );
        expect(mail!.subject).toMatch(/^1 GBP now buys [\d.]+ EUR: your rate alert$/);
      } finally {
        await rpc.request('rates.currencies.update', {
          code: 'EUR',
          changes: { sellMarginPct: before.sellMarginPct },
          changedBy: 'test',
        });
      }
    });

    it('sets an alert by e-mail once its link is followed, and stops it from the e-mail’s unsubscribe link', async () => {
      const email = `by-mail-${randomSuffix()}@example.com`;
      const target = (Number(eur.rates.collect) + 0.05).toFixed(4);
      const requested = await call('POST', '/api/v1/alerts', {
        body: { email, code: 'EUR', targetRate: target },
      });
      expect(requested.statusCode).toBe(202);
      const [confirmation] = await eventually(
        () => mailTo(email, /Confirm/).length > 0 && mailTo(email, /Confirm/),
        20_000,
        100,
      );
      const confirmToken = linkToken(confirmation!, '/alerts/confirm');
      const unsubscribeToken = linkToken(confirmation!, '/alerts/unsubscribe');

      // Not confirmed: a crossing refresh sends nothing.
      provider.eurMarketRate = marketFor((Number(target) + 0.01).toFixed(4));
      await refresh();
      await sleep(1500);
      expect(mailTo(email, /now buys/)).toHaveLength(0);

      const confirmed = await call('POST', '/api/v1/alerts/confirm', {
        body: { token: confirmToken },
      });
      expect(confirmed.json<RateAlert>()).toMatchObject({ status: 'active', targetRate: target });
      await refresh();
      const [alert] = await eventually(
        () => mailTo(email, /now buys/).length > 0 && mailTo(email, /now buys/),
        20_000,
        100,
      );
      // The alert e-mail's own unsubscribe link works without signing in.
      expect(linkToken(alert!, '/alerts/unsubscribe')).toBe(unsubscribeToken);
      const described = await call('GET', `/api/v1/alerts/unsubscribe?token=${unsubscribeToken}`);
      expect(described.json<RateAlert>()).toMatchObject({ code: 'EUR', status: 'triggered' });
      const stopped = await call('POST', '/api/v1/alerts/unsubscribe', {
        body: { token: unsubscribeToken },
      });
      expect(stopped.json()).toEqual({ deleted: true });
      const twice = await call('POST', '/api/v1/alerts/unsubscribe', {
        body: { token: unsubscribeToken },
      });
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toMatchObject({ message: 'This alert has already been removed.' });
    });

    it('stops an active alert from the unsubscribe link before it fires', async () => {
      const email = `stopper-${randomSuffix()}@example.com`;
      const target = (Number(eur.rates.collect) + 0.05).toFixed(4);
      const requested = await call('POST', '/api/v1/alerts', {
        body: { email, code: 'EUR', targetRate: target },
      });
      expect(requested.statusCode).toBe(202);
      const [confirmation] = await eventually(
        () => mailTo(email, /Confirm/).length > 0 && mailTo(email, /Confirm/),
        20_000,
        100,
      );
      const confirmed = await call('POST', '/api/v1/alerts/confirm', {
        body: { token: linkToken(confirmation!, '/alerts/confirm') },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<RateAlert>()).toMatchObject({ status: 'active', targetRate: target });
      const unsubscribeToken = linkToken(confirmation!, '/alerts/unsubscribe');
      const stopped = await call('POST', '/api/v1/alerts/unsubscribe', {
        body: { token: unsubscribeToken },
      });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toEqual({ deleted: true });
      // The unsubscribe page, opened again, says the alert is gone.
      const gone = await call('GET', `/api/v1/alerts/unsubscribe?token=${unsubscribeToken}`);
      expect(gone.statusCode).toBe(404);
      provider.eurMarketRate = marketFor((Number(target) + 0.01).toFixed(4));
      await refresh();
      await sleep(1500);
      expect(mailTo(email, /now buys/)).toHaveLength(0);
    });

    it('lets a confirmation link expire after 7 days, and an expired alert take no place', async () => {
      const email = `late-${randomSuffix()}@example.com`;
      const target = (Number(eur.rates.collect) + 1).toFixed(4);
      for (let index = 0; index < 10; index += 1) {
        const requested = await call('POST', '/api/v1/alerts', {
          body: { email, code: 'EUR', targetRate: target },
        });
        expect(requested.statusCode).toBe(202);
      }
      const full = await call('POST', '/api/v1/alerts', {
        body: { email, code: 'EUR', targetRate: target },
      });
      expect(full.statusCode).toBe(409);
      const [confirmation] = await eventually(
        () => mailTo(email, /Confirm/).length === 10 && mailTo(email, /Confirm/),
        20_000,
        100,
      );

      const db = new Client({ connectionString: database.url });
      await db.connect();
      try {
        await db.query(
          `UPDATE rates.rate_alerts SET created_at = now() - interval '8 days'
            WHERE lower(email) = lower($1)`,
          [email],
        );
      } finally {
        await db.end();
      }
      const late = await call('POST', '/api/v1/alerts/confirm', {
        body: { token: linkToken(confirmation!, '/alerts/confirm') },
      });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toMatchObject({ message: AlertMessages.badLink });
      const again = await call('POST', '/api/v1/alerts', {
        body: { email, code: 'EUR', targetRate: target },
      });
      expect(again.statusCode).toBe(202);
    });

    it('refuses a target already reached, a bad rate, an unknown currency and an eleventh alert', async () => {
      const ada = await customer('limits');
      const reached = await setAlert(ada.token, eur.rates.collect);
      expect(reached.statusCode).toBe(422);
      expect(reached.json()).toMatchObject({
        details: [
          {
            field: 'targetRate',
            message: AlertMessages.alreadyReached(eur.rates.collect, 'EUR'),
          },
        ],
      });
      for (const targetRate of ['abc', '-1', '0', '1.23456', '']) {
        const bad = await setAlert(ada.token, targetRate);
        expect([targetRate, bad.statusCode]).toEqual([targetRate, 422]);
        expect(bad.json()).toMatchObject({ message: AlertMessages.targetRate });
      }
      const unknown = await call('POST', '/api/v1/me/alerts', {
        token: ada.token,
        body: { code: 'XXX', targetRate: '2' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ message: AlertMessages.unknownCurrency });

      for (let index = 0; index < 10; index += 1)
        expect((await setAlert(ada.token, `${50 + index}`)).statusCode).toBe(201);
      const eleventh = await setAlert(ada.token, '70');
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json()).toMatchObject({ message: AlertMessages.tooMany });
      const list = await alertsOf(ada.token);
      expect(list.alerts).toHaveLength(10);
      expect(list.remaining).toBe(0);

      // Deleting one makes room; another customer cannot delete it.
      const other = await customer('other');
      const first = list.alerts[0]!;
      expect(
        (await call('DELETE', `/api/v1/me/alerts/${first.id}`, { token: other.token })).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/v1/me/alerts/${first.id}`, { token: ada.token })).statusCode,
      ).toBe(200);
      expect((await alertsOf(ada.token)).remaining).toBe(1);
      expect((await setAlert(ada.token, '70')).statusCode).toBe(201);
    });
  });

  it('keeps every other customer’s data out of a second customer’s view', async () => {
    const ada = await customer('owner');
    const bob = await customer('viewer');
    await placeOrder(ada.email);
    await setAlert(ada.token, (Number(eur.rates.collect) + 1).toFixed(4));
    expect(await myOrders(bob.token)).toEqual([]);
    expect((await call('GET', '/api/v1/me/alerts', { token: bob.token })).json()).toEqual({
      alerts: [],
      remaining: 10,
    });
  });

  function setAlert(token: string, targetRate: string) {
    return call('POST', '/api/v1/me/alerts', { token, body: { code: 'EUR', targetRate } });
  }
});

/** The token of the link to `path` in an e-mail's HTML. */
function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(String(mail.html));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1]!;
}
