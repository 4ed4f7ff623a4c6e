import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AdminSite, SiteSettings, UserRecord } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import { ROUTES } from '../src/gateway';
import { useAuthStack } from './support/auth-stack';
import { streamAround } from './support/event-stream';

/**
 * The admin routes through the whole chain: an admin (the bootstrap admin, signed in through the
 * real Firebase Auth Emulator) and a compliance officer behind an open staff gate, the real
 * identity, rates, orders, payments and compliance services behind the gateway; every /admin
 * route closed to everyone else.
 */
describe('identity and access through the gateway: admins', () => {
  const auth = useAuthStack('auth-admin');
  const { bootstrapAdmin, promotions, http, signUpUser } = auth;
  let gateway: NestFastifyApplication;
  let adminToken: string;
  let officerToken: string;
  let gateToken: string;

  beforeAll(async () => {
    gateway = auth.started.stack.gateway;
    adminToken = await auth.signInAdmin();
    gateToken = await auth.openGate();
    officerToken = await auth.signInOfficer(adminToken, gateToken);
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

    it('refuses every /admin route to anonymous callers (401), to signed-in users (403) and to the staff role it is not for (403)', async () => {
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
        const officer = await http(method, url, { token: officerToken, gateToken, body });
        // The compliance officer's routes are the officer's alone, the rest the admin's alone.
        const officers = route.url.startsWith('/api/v1/admin/compliance');
        const [allowed, refused] = officers ? [officer, admin] : [admin, officer];
        expect([route.method, route.url, refused.statusCode]).toEqual([
          route.method,
          route.url,
          403,
        ]);
        expect([
          route.method,
          route.url,
          allowed.statusCode < 500 && allowed.statusCode !== 401 && allowed.statusCode !== 403,
        ]).toEqual([route.method, route.url, true]);
      }
    });
  });

  describe('the staff event stream', () => {
    it('streams rate.refreshed to a signed-in admin as server-sent events', async () => {
      const stream = await streamAround(
        gateway,
        { authorization: `Bearer ${adminToken}`, 'x-access-gate': gateToken },
        'rate.refreshed',
        () => http('POST', '/api/v1/admin/rates/refresh', { token: adminToken, gateToken }),
      );
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      expect(stream.text).toContain('event: rate.refreshed');
      expect(stream.text).toMatch(/"code":"[A-Z]{3}"/);
    });
  });
});
