import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AdminSite, EventEnvelope, SiteSettings, UserRecord } from '@fx/contracts';
import { AmqpConnection, EventSubscriber, RpcClient } from '@fx/service-kit';
import {
  AuthEmulator,
  createTestDatabase,
  eventually,
  forgeToken,
  memoryLogger,
  randomSuffix,
  startBuiltService,
  testUrls,
  uniqueNamespace,
  serviceTestEnv,
} from '@fx/service-kit/testing';
import type { TestDatabase } from '@fx/service-kit/testing';
import { hashGatePasswordSync } from '../src/access-gate/gate-password';
import { loadEnv } from '../src/config/env';
import { ROUTES, createGateway } from '../src/gateway';
import { injectInto } from './gateway-harness';

/**
 * Sign-in and authorization through the whole chain: the real Firebase Auth Emulator issues the
 * tokens, the gateway verifies them, and the real identity service (its own process, on its own
 * database) keeps the records and roles.
 */
describe('identity and access through the gateway', () => {
  const { logger } = memoryLogger('gateway');
  const emulator = new AuthEmulator(testUrls.authEmulatorHost, 'demo-fx');
  const run = randomSuffix();
  const bootstrapAdmin = `boss-${run}@highstreetfx.test`;
  const gate = { username: 'staff', password: `gate-${run}` };
  let database: TestDatabase;
  let namespace: string;
  let identity: ReturnType<typeof startBuiltService>;
  let rates: ReturnType<typeof startBuiltService>;
  let orders: ReturnType<typeof startBuiltService>;
  let gateway: NestFastifyApplication;
  let connection: AmqpConnection;
  const promotions: EventEnvelope[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('auth');
    namespace = uniqueNamespace('auth');
    identity = startBuiltService('identity', {
      ...serviceTestEnv({ namespace, databaseUrl: database.url }),
      BOOTSTRAP_ADMIN_EMAILS: bootstrapAdmin,
    });
    rates = startBuiltService('rates', {
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
    });
    orders = startBuiltService('orders', {
      ...serviceTestEnv({ namespace, databaseUrl: database.url, redis: true }),
    });
    const env = loadEnv({
      ...serviceTestEnv({ namespace, redis: true }),
      FIREBASE_PROJECT_ID: 'demo-fx',
      FIREBASE_AUTH_EMULATOR_HOST: testUrls.authEmulatorHost,
      ROLE_CACHE_SECONDS: '0',
      TOKEN_CACHE_SECONDS: '0',
      ACCESS_GATE_USERNAME: gate.username,
      ACCESS_GATE_PASSWORD_HASH: hashGatePasswordSync(gate.password),
      ACCESS_GATE_SECRET: `secret-${run}-0123456789abcdefghijklmnop`,
      SPA_DIR: 'none',
    });
    gateway = await createGateway(env, logger);
    await gateway.init();
    await gateway.getHttpAdapter().getInstance().ready();
    connection = new AmqpConnection({
      url: testUrls.amqp,
      name: 'auth-test',
      namespace,
      logger,
      ephemeral: true,
    });
    await new EventSubscriber(connection, logger).subscribe({
      queue: 'test.promotions',
      events: ['user.promoted'],
      handler: (event) => void promotions.push(event),
    });
    const client = new RpcClient(connection, 1000);
    await eventually(
      () => client.request('identity.health', {}).then(() => true),
      30_000,
      250,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nidentity output:\n${identity.output()}`);
    });
    await eventually(() => client.request('orders.health', {}).then(() => true), 30_000, 250);
  }, 60_000);

  afterAll(async () => {
    await connection?.close();
    await gateway?.close();
    await identity?.stop();
    await rates?.stop();
    await orders?.stop();
    await database?.drop();
  });

  const http = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; gateToken?: string; body?: unknown } = {},
  ) =>
    injectInto(gateway, method, url, {
      ...options,
      ...(options.gateToken ? { headers: { 'x-access-gate': options.gateToken } } : {}),
    });

  const signUpUser = async (label: string) => {
    const account = await emulator.signUp(`${label}-${randomSuffix()}@example.com`);
    const record = (
      await http('POST', '/api/v1/me', { token: account.idToken, body: {} })
    ).json<UserRecord>();
    return { ...account, record };
  };

  let adminToken: string;
  let gateToken: string;

  describe('signing in', () => {
    it('refuses /me without a token', async () => {
      expect((await http('GET', '/api/v1/me')).statusCode).toBe(401);
      const response = await http('POST', '/api/v1/me', { body: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
      });
    });

    it('creates the record with role user on sign-up, even when the body asks for admin', async () => {
      const email = `new-${randomSuffix()}@example.com`;
      const { idToken } = await emulator.signUp(email);
      expect((await http('GET', '/api/v1/me', { token: idToken })).statusCode).toBe(404);

      const created = await http('POST', '/api/v1/me', {
        token: idToken,
        body: { role: 'admin', email: bootstrapAdmin },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ email, role: 'user' });

      const me = await http('GET', '/api/v1/me', { token: idToken });
      expect(me.json()).toEqual(created.json());
    });

    it('keeps one record per person across sign-ins, whatever the e-mail letter case', async () => {
      const email = `Case-${randomSuffix()}@Example.com`;
      const first = await emulator.signUp(email);
      const created = (
        await http('POST', '/api/v1/me', { token: first.idToken, body: {} })
      ).json<UserRecord>();
      const again = await emulator.signIn(email.toLowerCase());
      const refreshed = (
        await http('POST', '/api/v1/me', { token: again.idToken, body: {} })
      ).json<UserRecord>();
      expect(refreshed.id).toBe(created.id);
      expect(Date.parse(refreshed.lastSignInAt!)).toBeGreaterThanOrEqual(
        Date.parse(created.lastSignInAt!),
      );
    });

    it('makes a bootstrap admin an admin from the first sign-in with a verified e-mail', async () => {
      const { idToken } = await emulator.signInWithGoogle(bootstrapAdmin);
      const me = await http('POST', '/api/v1/me', { token: idToken, body: {} });
      expect(me.json()).toMatchObject({ email: bootstrapAdmin, role: 'admin' });
      adminToken = idToken;
    });
  });

  describe('tokens that must not pass', () => {
    let victim: Awaited<ReturnType<typeof signUpUser>>;
    beforeAll(async () => {
      victim = await signUpUser('token');
    });

    it.each([
      ['garbage', () => 'not-a-token'],
      [
        'tampered: e-mail changed to the admin',
        () => forgeToken(victim.idToken, { email: bootstrapAdmin }),
      ],
      [
        'tampered: someone else\u2019s uid',
        () => forgeToken(victim.idToken, { sub: 'no-such-user', user_id: 'no-such-user' }),
      ],
      [
        'expired',
        () =>
          forgeToken(victim.idToken, {
            exp: Math.floor(Date.now() / 1000) - 60,
            iat: Math.floor(Date.now() / 1000) - 3700,
          }),
      ],
      [
        'for another project',
        () =>
          forgeToken(victim.idToken, {
            aud: 'demo-other',
            iss: 'https://securetoken.google.com/demo-other',
          }),
      ],
    ])('answers 401 to a %s token', async (_label, token) => {
      const response = await http('GET', '/api/v1/me', { token: token() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('answers 401 once the account is disabled', async () => {
      const someone = await signUpUser('disabled');
      expect((await http('GET', '/api/v1/me', { token: someone.idToken })).statusCode).toBe(200);
      await emulator.update(someone.uid, { disableUser: true });
      expect((await http('GET', '/api/v1/me', { token: someone.idToken })).statusCode).toBe(401);
    });
  });

  describe('the staff gate', () => {
    it('refuses wrong credentials and opens with the right ones', async () => {
      const wrong = await http('POST', '/api/v1/access-gate', {
        body: { username: gate.username, password: 'nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Wrong username or password.',
      });

      const right = await http('POST', '/api/v1/access-gate', { body: gate });
      expect(right.statusCode).toBe(200);
      const grant = right.json<{ token: string; expiresAt: string }>();
      expect(Date.parse(grant.expiresAt)).toBeGreaterThan(Date.now());
      gateToken = grant.token;
    });

    it('refuses a body that is not JSON, and one that tries prototype poisoning', async () => {
      const inject = (payload: string) =>
        gateway
          .getHttpAdapter()
          .getInstance()
          .inject({
            method: 'POST',
            url: '/api/v1/me',
            headers: { 'content-type': 'application/json' },
            payload,
          });
      expect((await inject('{"username":')).statusCode).toBe(400);
      expect(
        (await inject('{"__proto__":{"admin":true},"username":"a","password":"b"}')).statusCode,
      ).toBe(400);
    });

    it('names the missing fields of a bad request', async () => {
      const response = await http('POST', '/api/v1/access-gate', { body: { username: '' } });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json<{ details: { field: string }[] }>()
          .details.map((d) => d.field)
          .sort(),
      ).toEqual(['password', 'username']);
    });

    it('keeps an admin out of /admin until the gate is opened', async () => {
      const closed = await http('GET', '/api/v1/admin/users', { token: adminToken });
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({ message: 'Open the staff gate (Secure Box) first.' });
      expect(
        (
          await http('GET', '/api/v1/admin/users', {
            token: adminToken,
            gateToken: `${gateToken}x`,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await http('GET', '/api/v1/admin/users', { token: adminToken, gateToken })).statusCode,
      ).toBe(200);
    });

    it('throttles repeated tries with 429 and Retry-After', async () => {
      const statuses: number[] = [];
      let last = await http('POST', '/api/v1/access-gate', {
        body: { username: 'guess', password: 'guess' },
      });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push(last.statusCode);
        last = await http('POST', '/api/v1/access-gate', {
          body: { username: 'guess', password: `guess-${attempt}` },
        });
      }
      expect(statuses).toContain(401);
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('admin routes', () => {
    it('lets an admin list users and promote one, once: promoting again changes nothing', async () => {
      const someone = await signUpUser('promote');
      const list = await http('GET', '/api/v1/admin/users?pageSize=200', {
        token: adminToken,
        gateToken,
      });
      expect(list.json<{ users: UserRecord[] }>().users.map((u) => u.email)).toContain(
        someone.record.email,
      );

      const first = await http('POST', `/api/v1/admin/users/${someone.record.id}/promote`, {
        token: adminToken,
        gateToken,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: someone.record.id, role: 'admin' });
      const second = await http('POST', `/api/v1/admin/users/${someone.record.id}/promote`, {
        token: adminToken,
        gateToken,
      });
      expect(second.json()).toMatchObject({ role: 'admin' });

      await eventually(() =>
        promotions.some((e) => (e.payload as { userId: string }).userId === someone.record.id),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        promotions.filter((e) => (e.payload as { userId: string }).userId === someone.record.id),
      ).toHaveLength(1);
      expect((await http('GET', '/api/v1/me', { token: someone.idToken })).json()).toMatchObject({
        role: 'admin',
      });
    });

    it("lets an admin change the site's tagline and links, each change audited, and refuses a placeholder link", async () => {
      const before = (await http('GET', '/api/v1/site')).json<SiteSettings>();
      expect(before.social.instagram).toBeNull();
      const instagram = 'https://www.instagram.com/highstreet.fx';

      const saved = await http('PUT', '/api/v1/admin/site', {
        token: adminToken,
        gateToken,
        body: { tagline: 'Travel money on the high street.', instagram },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<AdminSite>().site).toMatchObject({
        brand: { tagline: 'Travel money on the high street.' },
        social: { instagram },
      });
      // Everyone sees it at once (the same gateway instance took the change).
      expect((await http('GET', '/api/v1/site')).json<SiteSettings>()).toMatchObject({
        brand: { tagline: 'Travel money on the high street.' },
        social: { instagram },
      });

      const hidden = await http('PUT', '/api/v1/admin/site', {
        token: adminToken,
        gateToken,
        body: { instagram: null },
      });
      const { changes } = hidden.json<AdminSite>();
      expect(
        changes.map(({ field, from, to, changedBy }) => ({ field, from, to, changedBy })),
      ).toEqual(
        expect.arrayContaining([
          { field: 'instagram', from: instagram, to: null, changedBy: bootstrapAdmin },
          { field: 'instagram', from: null, to: instagram, changedBy: bootstrapAdmin },
          {
            field: 'tagline',
            // What customers saw before: the operator's setting.
            from: before.brand.tagline,
            to: 'Travel money on the high street.',
            changedBy: bootstrapAdmin,
          },
        ]),
      );
      expect(changes[0]).toMatchObject({ field: 'instagram', to: null });

      // Bad input: the field and the reason, and nothing changes.
      const placeholder = await http('PUT', '/api/v1/admin/site', {
        token: adminToken,
        gateToken,
        body: { facebook: 'https://www.example.com/our-page' },
      });
      expect(placeholder.statusCode).toBe(422);
      expect(placeholder.json()).toMatchObject({
        details: [
          { field: 'facebook', message: "is a placeholder address: give the bureau's own page" },
        ],
      });
      const nothing = await http('PUT', '/api/v1/admin/site', {
        token: adminToken,
        gateToken,
        body: {},
      });
      expect(nothing.statusCode).toBe(422);
      const after = await http('GET', '/api/v1/admin/site', { token: adminToken, gateToken });
      expect(after.json<AdminSite>().changes).toHaveLength(changes.length);
      expect(after.json<AdminSite>().site.social.facebook).toBeNull();

      // A customer cannot.
      const customer = await signUpUser('site');
      const refused = await http('PUT', '/api/v1/admin/site', {
        token: customer.idToken,
        gateToken,
        body: { tagline: 'Mine now' },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('switches live mode on and off, refreshes on demand, and serves the history publicly', async () => {
      const on = await http('PUT', '/api/v1/admin/rates/live', {
        token: adminToken,
        gateToken,
        body: { enabled: true, intervalSeconds: 3600 },
      });
      expect(on.json()).toMatchObject({
        enabled: true,
        intervalSeconds: 3600,
        changedBy: bootstrapAdmin,
      });
      expect(
        (
          await http('PUT', '/api/v1/admin/rates/live', {
            token: adminToken,
            gateToken,
            body: { enabled: 'yes' },
          })
        ).statusCode,
      ).toBe(400);
      const off = await http('PUT', '/api/v1/admin/rates/live', {
        token: adminToken,
        gateToken,
        body: { enabled: false },
      });
      expect(off.json()).toMatchObject({ enabled: false });

      const refresh = await http('POST', '/api/v1/admin/rates/refresh', {
        token: adminToken,
        gateToken,
      });
      expect(refresh.statusCode).toBe(200);
      expect(refresh.json<{ refreshed: string[] }>().refreshed.length).toBeGreaterThanOrEqual(70);

      const history = await http('GET', '/api/v1/currencies/eur/history?days=7');
      expect(history.statusCode).toBe(200);
      expect(history.json<{ code: string; points: unknown[] }>()).toMatchObject({ code: 'EUR' });
      expect(history.json<{ points: unknown[] }>().points.length).toBeGreaterThanOrEqual(1);
      const year = await http('GET', '/api/v1/currencies/EUR/history?days=365');
      expect(year.statusCode).toBe(200);
      expect(year.json<{ points: unknown[] }>().points.length).toBeGreaterThanOrEqual(1);
    });

    it.each(['0', '366', '9999', '-3', '2.5', 'week'])(
      'refuses a chart of %s days with a 422 naming the days field',
      async (days) => {
        const response = await http('GET', `/api/v1/currencies/EUR/history?days=${days}`);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'UNPROCESSABLE',
          message: 'days must be a whole number from 1 to 365',
          details: [{ field: 'days', message: 'days must be a whole number from 1 to 365' }],
        });
      },
    );

    it('answers 404 for promoting nobody and 400 for a malformed id', async () => {
      expect(
        (
          await http('POST', '/api/v1/admin/users/00000000-0000-4000-8000-000000000000/promote', {
            token: adminToken,
            gateToken,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await http('POST', '/api/v1/admin/users/not-a-uuid/promote', {
            token: adminToken,
            gateToken,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('refuses every /admin route to anonymous callers (401) and to signed-in users (403)', async () => {
      const user = await signUpUser('matrix');
      const adminRoutes = ROUTES.get(gateway)!.filter(
        (route) =>
          route.url.startsWith('/api/v1/admin') &&
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS',
      );
      expect(adminRoutes.length).toBeGreaterThanOrEqual(2);
      for (const route of adminRoutes) {
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const anonymous = await http(method, url, { body });
        expect([route.method, route.url, anonymous.statusCode]).toEqual([
          route.method,
          route.url,
          401,
        ]);
        const signedIn = await http(method, url, { token: user.idToken, gateToken, body });
        expect([route.method, route.url, signedIn.statusCode]).toEqual([
          route.method,
          route.url,
          403,
        ]);
        // The event stream never ends by design; it has a test of its own below.
        if (route.url === '/api/v1/admin/events') continue;
        const admin = await http(method, url, { token: adminToken, gateToken, body });
        expect([
          route.method,
          route.url,
          admin.statusCode < 500 && admin.statusCode !== 401 && admin.statusCode !== 403,
        ]).toEqual([route.method, route.url, true]);
      }
    });
  });

  describe('the staff event stream', () => {
    it('streams rate.refreshed to a signed-in admin as server-sent events', async () => {
      await gateway.listen(0, '127.0.0.1');
      const base = await gateway.getUrl();
      const abort = new AbortController();
      const response = await fetch(`${base}/api/v1/admin/events`, {
        headers: { authorization: `Bearer ${adminToken}`, 'x-access-gate': gateToken },
        signal: abort.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const reading = (async () => {
        while (!text.includes('event: rate.refreshed')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
        }
      })();
      await http('POST', '/api/v1/admin/rates/refresh', { token: adminToken, gateToken });
      await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      abort.abort();
      expect(text).toContain('event: rate.refreshed');
      expect(text).toMatch(/"code":"[A-Z]{3}"/);
    });
  });

  describe('what the browser gets', () => {
    it('hands the SPA its Firebase settings at run time, with the emulator address and no secret', async () => {
      const response = await http('GET', '/api/v1/config');
      expect(response.json()).toEqual({
        firebase: {
          apiKey: 'demo-api-key',
          authDomain: 'demo-fx.firebaseapp.com',
          projectId: 'demo-fx',
        },
        authEmulatorUrl: `http://${testUrls.authEmulatorHost}`,
        accessGate: { enabled: true },
      });
      expect(response.body).not.toContain(gate.password);
    });

    it('sends security headers: the API may load and be framed by nothing, pages by their own site', async () => {
      const api = await http('GET', '/api/v1/config');
      expect(api.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      const page = await http('GET', '/health/live');
      expect(page.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
      });
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // These requests came over plain HTTP: HTTPS-only headers would lock a browser out of it.
      expect(api.headers['strict-transport-security']).toBeUndefined();
      expect(page.headers['strict-transport-security']).toBeUndefined();
    });

    it('refuses the emulator switch in production', () => {
      expect(() =>
        loadEnv({
          NODE_ENV: 'production',
          DEPLOY_MODE: 'production',
          AMQP_URL: testUrls.amqp,
          REDIS_URL: testUrls.redis,
          FIREBASE_PROJECT_ID: 'demo-fx',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }),
      ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/);
    });
  });
});
