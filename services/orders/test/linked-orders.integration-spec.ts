import { randomUUID } from 'node:crypto';
import { LimitMessages } from '@fx/contracts';
import type { PlaceOrder } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { newCustomer, orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

/** The default linked-order limit: £10,000 over 90 days, by e-mail or phone. */
describe("the linked-order limit on a customer's orders", () => {
  let stack: OrdersStack;
  let refusal: string;

  beforeAll(async () => {
    stack = await startOrdersStack('linked-orders');
    const branch = await branchOf('high-street-north');
    refusal = LimitMessages.linked('10000', 90, branch.phone);
  });

  afterAll(() => stack?.close());

  const { branchOf, orderOf, place, placed, domainError } = orderHelpers(() => stack);
  const staff = { kind: 'staff' as const, id: 'clerk@highstreetfx.test' };

  /** £`amount` of euros to collect, by `customer` (a new customer's details fill the rest). */
  const orderBy = (customer: Partial<PlaceOrder['customer']>, amount = '1000') =>
    orderOf([{ currency: 'EUR', amount, side: 'gbp' }], 'collect', customer);
  const byEmail = (email: string) => ({ email, confirmEmail: email });
  const limitReached = () => ({
    code: 'ORDER_LIMIT_REACHED',
    message: refusal,
    details: [{ field: 'lines', message: refusal }],
  });
  const totalOf = async (where: string, params: unknown[]) =>
    (
      await stack.sql.query<{ total: string | null }>(
        `SELECT sum(total_gbp)::text AS total FROM orders.orders WHERE ${where}`,
        params,
      )
    ).rows[0]!.total;

  it('places exactly ten of twenty concurrent £1,000 orders from one e-mail, refusing the rest', async () => {
    const email = 'twenty@example.com';
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => orderBy({ ...byEmail(email), phone: newCustomer().phone })),
    );
    const results = await Promise.allSettled(
      orders.map((order) =>
        stack.patient.request('orders.place', { order, placedBy: { kind: 'customer' } }),
      ),
    );
    const placedOnes = results.filter(
      (result) => result.status === 'fulfilled' && !result.value.replayed,
    );
    const refused = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof DomainError ? [result.reason] : [],
    );
    expect([placedOnes.length, refused.length]).toEqual([10, 10]);
    for (const error of refused) {
      expect({ code: error.code, message: error.message, details: error.details }).toEqual(
        limitReached(),
      );
    }
    expect(await totalOf('lower(email) = $1', [email])).toBe('10000.00');
  });

  it('links orders by phone, however it is written, and stops counting a cancelled one', async () => {
    await placed(
      await orderBy({ ...byEmail('first@example.com'), phone: '+44 7700 900555' }, '5000'),
    );
    const second = await placed(
      await orderBy({ ...byEmail('second@example.com'), phone: '07700900555' }, '5000'),
    );
    const third = await orderBy(
      { ...byEmail('third@example.com'), phone: '(07700) 900-555' },
      '100',
    );
    expect(await domainError(place(third))).toEqual(limitReached());
    // Someone else's order is not linked to them.
    expect((await placed(await orderBy({}, '100'))).status).toBe('pending');

    const [{ id }] = (
      await stack.sql.query<{ id: string }>(
        'SELECT id FROM orders.orders WHERE order_number = $1',
        [second.orderNumber],
      )
    ).rows as [{ id: string }];
    const details = await stack.service.client.request('orders.admin.get', { id });
    expect(details.linkedOrders).toEqual({
      totalGbp: '10000.00',
      orders: 2,
      windowDays: 90,
      limitGbp: '10000',
    });

    await stack.service.client.request('orders.admin.delete', { id, by: staff });
    expect((await placed(third)).totalGbp).toBe('100.00');
    const after = await stack.service.client.request('orders.admin.get', { id });
    expect(after.linkedOrders).toMatchObject({ totalGbp: '5100.00', orders: 2 });
  });

  it('gives back the order a repeated Idempotency-Key placed, even once the customer is at the limit', async () => {
    const customer = newCustomer();
    const key = randomUUID();
    const first = await orderBy(customer, '5000');
    const placedFirst = await place(first, key);
    await placed(await orderBy(customer, '5000'));
    expect(await domainError(place(await orderBy(customer, '100')))).toEqual(limitReached());
    const again = await place(first, key);
    expect(again).toEqual({ ...placedFirst, replayed: true });
  });
});
