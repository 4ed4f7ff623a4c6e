import { createHash, randomUUID } from 'node:crypto';
import { londonNow } from '@fx/contracts';
import type { DueDiligenceAnswers } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import { Retention } from '../src/orders/retention/retention';
import { announceStanding } from './support/compliance';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

const staff = { kind: 'staff' as const, id: 'clerk-1' };
const ANSWERS: DueDiligenceAnswers = {
  politicallyExposed: false,
  sourceOfFunds: 'salary',
  nationality: 'GB',
  countryOfResidence: 'FR',
};

/**
 * Issue 33: personal data is kept 5 years from completion (2 from the last change of an order
 * never completed), then erased with order.personal_data_erased; a freeze or a suspicion report
 * keeps it. The customer's data: everything they gave, never the compliance standing.
 */
describe('retention and the customer’s data (real Postgres, RabbitMQ, rates)', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await startOrdersStack('orders-retention', {
      ORDER_MAX_GBP: '20000',
      ORDER_LINKED_LIMIT_GBP: '40000',
    });
  });

  afterAll(() => stack?.close());

  const { orderOf, place } = orderHelpers(() => stack);
  const client = () => stack.service.client;

  async function completedOrder(customer = {}) {
    const order = await orderOf(
      [{ currency: 'EUR', amount: '300', side: 'gbp' }],
      'collect',
      customer,
    );
    const { orderId, order: view } = await place(order);
    await client().request('orders.admin.accept', { id: orderId, by: staff });
    await client().request('orders.admin.complete', {
      id: orderId,
      by: staff,
      idCheckId: randomUUID(),
    });
    return { orderId, orderNumber: view.orderNumber, customer: order.customer };
  }

  /** Moves the order's completion (and its history) `years` back. */
  const age = (orderId: string, years: number) =>
    stack.sql.query(
      `WITH o AS (UPDATE orders.orders SET completed_at = completed_at - make_interval(years => $2),
                         placed_at = placed_at - make_interval(years => $2) WHERE id = $1)
       UPDATE orders.status_changes SET at = at - make_interval(years => $2) WHERE order_id = $1`,
      [orderId, years],
    );
  const row = async (orderId: string) =>
    (await stack.sql.query('SELECT * FROM orders.orders WHERE id = $1', [orderId]))
      .rows[0] as Record<string, unknown>;

  it('erases past-retention orders, keeps a frozen one and one inside retention, and announces it', async () => {
    const old = await completedOrder();
    const recent = await completedOrder();
    const frozen = await completedOrder();
    const reported = await completedOrder();
    const cancelled = await place(await orderOf([{ currency: 'EUR', amount: '200', side: 'gbp' }]));
    await client().request('orders.admin.delete', { id: cancelled.orderId, by: staff });
    const ages = [
      [old, 6],
      [recent, 4],
      [frozen, 6],
      [reported, 6],
      [cancelled, 3],
    ] as const;
    for (const [order, years] of ages) await age(order.orderId, years);
    await announceStanding(stack, frozen, 'frozen', 1);
    await announceStanding(stack, reported, 'held', 1, { holds: ['suspicion_report'] });
    await eventually(async () => (await row(reported.orderId)).compliance_status === 'held');
    await eventually(async () => (await row(frozen.orderId)).compliance_status === 'frozen');

    await stack.service.app.get(Retention).runDue();

    const details = await client().request('orders.admin.get', { id: old.orderId });
    expect(details).toMatchObject({
      status: 'completed',
      totalGbp: '300.00',
      customer: { firstName: 'Erased', lastName: 'Erased', phone: 'Erased' },
      compliance: { erasedAt: expect.any(String) as string },
    });
    expect(JSON.stringify(details)).not.toContain(old.customer.email);
    expect((await row(cancelled.orderId)).first_name).toBe('Erased');
    for (const kept of [recent, frozen, reported])
      expect(await row(kept.orderId)).toMatchObject({
        email: kept.customer.email,
        erased_at: null,
      });

    const erased = await eventually(() =>
      stack.events.find(
        (e) =>
          e.type === 'order.personal_data_erased' &&
          (e.payload as { orderId: string }).orderId === old.orderId,
      ),
    );
    expect(erased.payload).toMatchObject({
      orderNumber: old.orderNumber,
      emailSha256: createHash('sha256').update(old.customer.email.toLowerCase()).digest('hex'),
      lastOfCustomer: true,
      reason: 'retention',
    });
    const outbox = await stack.sql.query(
      `SELECT payload::text FROM orders.outbox WHERE payload->'order'->>'orderId' = $1`,
      [old.orderId],
    );
    expect(outbox.rows.length).toBeGreaterThan(0);
    for (const { payload } of outbox.rows as { payload: string }[]) {
      expect(payload).not.toContain(old.customer.email);
      expect(payload).not.toContain(old.customer.phone);
    }
    // Run again: nothing more to erase, no second event.
    await stack.service.app.get(Retention).runDue();
    expect(
      stack.events.filter((e) => (e.payload as { orderId?: string }).orderId === old.orderId),
    ).toHaveLength(1);
  });

  it('gives the customer all they gave, never the compliance standing, and says which orders are kept until when', async () => {
    const done = await completedOrder();
    const large = await orderOf(
      [{ currency: 'EUR', amount: '14000', side: 'gbp' }],
      'collect',
      done.customer,
    );
    const open = await place({ ...large, dueDiligence: ANSWERS });
    await announceStanding(
      stack,
      { orderId: open.orderId, orderNumber: open.order.orderNumber },
      'held',
      1,
      {
        holds: ['enhanced_due_diligence'],
      },
    );
    const data = await client().request('orders.customer.export', { email: done.customer.email });
    expect(data.orders).toHaveLength(2);
    expect(data.orders.find((o) => o.orderNumber === open.order.orderNumber)).toMatchObject({
      customer: { email: done.customer.email, phone: done.customer.phone },
      dueDiligenceAnswers: ANSWERS,
      lines: [expect.objectContaining({ currency: 'EUR' })],
    });
    expect(JSON.stringify(data)).not.toMatch(/compliance|held|beingChecked|idCheck/i);

    const day = londonNow((await row(done.orderId)).completed_at as Date).date;
    const retention = await client().request('orders.customer.retention', {
      email: done.customer.email,
    });
    expect(retention.kept).toEqual(
      expect.arrayContaining([
        { orderNumber: open.order.orderNumber, keptUntil: null },
        {
          orderNumber: done.orderNumber,
          keptUntil: `${Number(day.slice(0, 4)) + 5}${day.slice(4)}`,
        },
      ]),
    );
  });
});
