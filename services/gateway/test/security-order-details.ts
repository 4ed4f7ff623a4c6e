import { Client } from 'pg';
import type { AccessGateGrant, OrderView } from '@fx/contracts';
import { ROUTES } from '../src/gateway';
import { comparable } from './support/security-stack';
import type { SecurityStack } from './support/security-stack';
import { eurOrder } from './support/order-body';

/**
 * The order-details tests of security.integration-spec.ts (not a test file of its own): that file
 * runs them first, on its stack, so that the logs it then checks hold all of this traffic too:
 * the look-ups refused, the enumeration, the hostile orders, the tokens on the staff routes.
 */
export function describeOrderDetails(security: SecurityStack): void {
  const { run, emulator, secrets, alice, bob, tokens, request, track, placeOrder, orderRow } =
    security;
  let aliceOrder: OrderView;
  let bobOrder: OrderView;
  /** An order number nobody has: what every refused look-up must be indistinguishable from. */
  let nobody: string;

  describe('order details stay with their customer', () => {
    beforeAll(async () => {
      aliceOrder = await placeOrder(alice);
      bobOrder = await placeOrder(bob);
      security.orders.alice = aliceOrder;
      security.orders.bob = bobOrder;
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
      const email = `nul-${run}@example.com`;
      const order = await eurOrder(security.started.stack.gateway, { ...bob, email }, '250');
      const hostile = [
        { ...order, customer: { ...order.customer, firstName: 'Bo\u0000b' } },
        { ...order, customer: { ...order.customer, lastName: 'Other\u0000' } },
        { ...order, branchId: 'high-street-north\u0000' },
      ];
      for (const body of hostile) {
        const response = await request('POST', '/api/v1/orders', { body });
        expect(response.statusCode).toBe(422);
      }
      const db = new Client({ connectionString: security.started.stack.database.url });
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
      const routes = ROUTES.get(security.started.stack.gateway)!.filter(
        (route) =>
          /^\/api\/v1\/admin\/(orders|stats)/.test(route.url) &&
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS',
      );
      expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
        'DELETE /api/v1/admin/orders/:id',
        'GET /api/v1/admin/orders',
        'GET /api/v1/admin/orders/:id',
        'GET /api/v1/admin/orders/:id/id-check',
        'GET /api/v1/admin/stats',
        'POST /api/v1/admin/orders/:id/accept',
        'POST /api/v1/admin/orders/:id/complete',
        'POST /api/v1/admin/orders/:id/dispatch',
        'POST /api/v1/admin/orders/:id/suspicion-reports',
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
}
