import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { AuthEmulator, eventually as waitFor } from '@fx/service-kit/testing';
import { control, stackState } from './support/browser';
import { orderIn, trackedUntil } from './support/compliance';

jest.setTimeout(180_000);

/**
 * Retention on the whole stack (issue 33): an order past its retention, with no legal hold, has
 * its personal data erased in the orders service and with it everywhere else it lives; the
 * customer's idle sign-in account goes with their last order. The order's past is made by moving
 * its dates back in the stack's database; the orders service's retention scan runs when it starts.
 */
describe('retention on the whole stack', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: stackState().databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  it("erases an order's personal data past its retention, everywhere, keeping its amounts", async () => {
    const { baseUrl } = stackState();
    const emulator = new AuthEmulator('127.0.0.1:9099', 'demo-fx');
    const email = `retained-${randomBytes(4).toString('hex')}@example.com`;
    const account = await emulator.signUp(email);
    const me = await fetch(`${baseUrl}/api/v1/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(me.status).toBe(200);
    const order = await orderIn(
      baseUrl,
      { firstName: 'Winifred', lastName: 'Pastdue' },
      { email, amountGbp: '250' },
    );
    await trackedUntil(baseUrl, order, (view) => view.beingChecked === false);

    // Never completed, last changed three years ago (past INCOMPLETE_RETENTION_YEARS, 2), by a
    // customer who has not signed in since (past ACCOUNT_INACTIVE_DAYS, 730).
    const [{ id }] = (
      await db.query<{ id: string }>(
        `UPDATE orders.orders SET placed_at = placed_at - interval '3 years'
          WHERE order_number = $1 RETURNING id`,
        [order.orderNumber],
      )
    ).rows as [{ id: string }];
    await db.query(
      `UPDATE orders.status_changes SET at = at - interval '3 years' WHERE order_id = $1`,
      [id],
    );
    await db.query(
      `UPDATE identity.users SET created_at = created_at - interval '3 years',
              last_sign_in_at = last_sign_in_at - interval '3 years'
        WHERE lower(email) = lower($1)`,
      [email],
    );

    // The orders service's retention scan runs at start (then every ten minutes).
    await control('stop', 'orders');
    await control('start', 'orders');

    const erased = await waitFor(
      async () => {
        const { rows } = await db.query<{ email: string; first_name: string; total_gbp: string }>(
          `SELECT email, first_name, total_gbp::text FROM orders.orders
          WHERE id = $1 AND erased_at IS NOT NULL`,
          [id],
        );
        return rows[0];
      },
      60_000,
      500,
    );
    expect(erased.first_name).toBe('Erased');
    expect(erased.email).not.toContain(email);
    expect(Number(erased.total_gbp)).toBe(250);

    // The customer's own tracking no longer finds it by their e-mail.
    const tracking = await fetch(
      `${baseUrl}/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent(email)}`,
    );
    expect(tracking.status).toBe(404);

    // The compliance service's copy, and the sign-in account (Firebase and the record), go too.
    await waitFor(
      async () => {
        const { rows } = await db.query(
          `SELECT 1 FROM compliance.orders WHERE order_id = $1 AND erased_at IS NOT NULL AND email = ''`,
          [id],
        );
        return rows.length > 0 ? true : undefined;
      },
      60_000,
      500,
    );
    await waitFor(
      async () => {
        const { rows } = await db.query(
          `SELECT 1 FROM identity.users WHERE lower(email) = lower($1)`,
          [email],
        );
        return rows.length === 0 ? true : undefined;
      },
      60_000,
      500,
    );
    await expect(emulator.signIn(email)).rejects.toThrow();
  });
});
