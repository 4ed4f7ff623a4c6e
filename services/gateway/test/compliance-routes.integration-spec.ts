import type { UserRecord } from '@fx/contracts';
import { useAuthStack } from './support/auth-stack';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Issue 33 through the gateway, with the real identity, rates and orders services: who may reach
 * the compliance officer's routes and the staff's, and bad input refused before anything changes.
 */
describe('compliance routes through the gateway', () => {
  const auth = useAuthStack('compliance-routes');
  const { http, signUpUser } = auth;
  let adminToken: string;
  let gateToken: string;

  beforeAll(async () => {
    adminToken = await auth.signInAdmin();
    gateToken = await auth.openGate();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    http(method, url, { token: adminToken, gateToken, body });

  it.each([
    ['GET', '/api/v1/admin/compliance'],
    ['GET', '/api/v1/admin/compliance/holds?status=open'],
    ['POST', `/api/v1/admin/compliance/holds/${SOME_ID}/clear`],
    ['GET', `/api/v1/admin/compliance/reports/${SOME_ID}`],
    ['GET', '/api/v1/admin/compliance/export.csv?from=2026-11-01&to=2026-11-26'],
    ['GET', `/api/v1/admin/compliance/id-checks/${SOME_ID}/photo`],
    ['POST', '/api/v1/admin/compliance/sanctions-list/import'],
  ] as const)(
    'refuses %s %s to an admin who is not the compliance officer',
    async (method, url) => {
      const response = await asAdmin(
        method,
        url,
        method === 'POST' ? { reason: 'Checked' } : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This area is for the compliance officer only.',
      });
    },
  );

  it('refuses the officer routes to a customer and to nobody signed in', async () => {
    const customer = await signUpUser('officer-routes');
    const signedIn = await http('GET', '/api/v1/admin/compliance', {
      token: customer.idToken,
      gateToken,
    });
    expect(signedIn.statusCode).toBe(403);
    expect((await http('GET', '/api/v1/admin/compliance')).statusCode).toBe(401);
  });

  it('refuses a role change on one’s own account, and an unknown role naming `role`', async () => {
    const me = (await asAdmin('GET', '/api/v1/me')).json<UserRecord>();
    const own = await asAdmin('PUT', `/api/v1/admin/users/${me.id}/roles/compliance_officer`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'OWN_ROLE_CHANGE' });

    const someone = await signUpUser('roles');
    const unknown = await asAdmin('PUT', `/api/v1/admin/users/${someone.record.id}/roles/owner`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      details: [{ field: 'role', message: 'must be one of: admin, compliance_officer' }],
    });
    const removeUnknown = await asAdmin(
      'DELETE',
      `/api/v1/admin/users/${someone.record.id}/roles/user`,
    );
    expect(removeUnknown.statusCode).toBe(422);
    // Nothing changed: still a customer only.
    const list = (await asAdmin('GET', '/api/v1/admin/users?pageSize=200')).json<{
      users: UserRecord[];
    }>();
    expect(list.users.find((user) => user.id === someone.record.id)).toMatchObject({
      role: 'user',
    });
  });

  it('refuses a bad ID record at completion naming the field, before anything is stored', async () => {
    const response = await asAdmin('POST', `/api/v1/admin/orders/${SOME_ID}/complete`, {
      idCheck: {
        documentType: 'library_card',
        documentNumber: '123456789',
        issuingCountry: 'GB',
        expiryDate: '2030-01-01',
        dateOfBirth: '1980-05-05',
        nameMatches: true,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      details: [{ field: 'idCheck.documentType', message: 'Choose the type of ID' }],
    });
    const unconfirmed = await asAdmin('POST', `/api/v1/admin/orders/${SOME_ID}/complete`, {
      idCheck: {
        documentType: 'passport',
        documentNumber: '123456789',
        issuingCountry: 'GB',
        expiryDate: '2030-01-01',
        dateOfBirth: '1980-05-05',
        nameMatches: false,
      },
    });
    expect(unconfirmed.json()).toMatchObject({
      details: [{ field: 'idCheck.nameMatches', message: "Confirm the name matches the order's" }],
    });
  });

  it('refuses a suspicion report without what was noticed, or on no valid e-mail, naming the field', async () => {
    const short = await asAdmin('POST', `/api/v1/admin/orders/${SOME_ID}/suspicion-reports`, {
      noticed: 'odd',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      details: [{ field: 'noticed', message: 'Say what you noticed (at least 10 characters)' }],
    });
    const nobody = await asAdmin('POST', '/api/v1/admin/suspicion-reports', {
      customerEmail: 'not an address',
      noticed: 'Paid in many small notes and would not say why',
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({
      details: [{ field: 'customerEmail', message: "Enter the customer's e-mail address" }],
    });
  });

  it('reads a CSV body only where a list file is uploaded: elsewhere it is 415', async () => {
    const response = await auth.started.stack.gateway
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${SOME_ID}/suspicion-reports`,
        headers: {
          authorization: `Bearer ${adminToken}`,
          'x-access-gate': gateToken,
          'content-type': 'text/csv',
        },
        payload: 'noticed\nPaid in many small notes',
      });
    expect(response.statusCode).toBe(415);
  });

  it('asks for a verified e-mail before a data download or erasure', async () => {
    const customer = await signUpUser('data-rights');
    for (const [method, url] of [
      ['GET', '/api/v1/me/data'],
      ['POST', '/api/v1/me/erasure'],
    ] as const) {
      const response = await http(method, url, { token: customer.idToken });
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    }
    expect((await http('GET', '/api/v1/me/data')).statusCode).toBe(401);
  });
});
