import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { UserRecord } from '@fx/contracts';
import { forgeToken, randomSuffix, testClock, testUrls } from '@fx/service-kit/testing';
import { loadEnv } from '../src/config/env';
import { useAuthStack } from './support/auth-stack';

/**
 * Sign-in through the whole chain: the real Firebase Auth Emulator issues the tokens, the gateway
 * verifies them, and the real identity service (its own process, on its own database) keeps the
 * records and roles; the staff gate in front of /admin; what the browser is given.
 */
describe('identity and access through the gateway', () => {
  const auth = useAuthStack('auth');
  const { emulator, bootstrapAdmin, gate, http, signUpUser } = auth;
  let gateway: NestFastifyApplication;

  beforeAll(() => {
    gateway = auth.started.stack.gateway;
  });

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
      const signedUp = await http('POST', '/api/v1/me', { token: first.idToken, body: {} });
      // On a failure, the answer's code and message are printed with it.
      expect({ status: signedUp.statusCode, body: signedUp.json() }).toMatchObject({
        status: 200,
        body: { role: 'user' },
      });
      const created = signedUp.json<UserRecord>();
      const again = await emulator.signIn(email.toLowerCase());
      const signedIn = await http('POST', '/api/v1/me', { token: again.idToken, body: {} });
      expect({ status: signedIn.statusCode, body: signedIn.json() }).toMatchObject({
        status: 200,
        body: { role: 'user' },
      });
      const refreshed = signedIn.json<UserRecord>();
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
      expect(Date.parse(grant.expiresAt)).toBeGreaterThan(testClock().now().getTime());
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
        push: { enabled: false, vapidPublicKey: null },
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
