import { randomUUID } from 'node:crypto';
import type { PlaceOrder } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import { announceStanding } from './support/compliance';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

const staff = { kind: 'staff' as const, id: 'clerk-1' };

/**
 * Issue 33: with screening required, an order waits for the compliance service: staff accept it
 * only once clear, never held or frozen, whatever order the events arrive in; the customer reads
 * only that it is being checked; completion needs the ID record.
 */
describe('orders mirror their compliance standing (real Postgres, RabbitMQ, rates)', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await startOrdersStack('orders-compliance', { COMPLIANCE_SCREENING: 'required' });
  });

  afterAll(() => stack?.close());

  const { orderOf, place, domainError } = orderHelpers(() => stack);
  const client = () => stack.service.client;
  const accept = (id: string) => client().request('orders.admin.accept', { id, by: staff });

  async function newOrder(extra: Partial<PlaceOrder> = {}) {
    const order = {
      ...(await orderOf([{ currency: 'EUR', amount: '300', side: 'gbp' }])),
      ...extra,
    };
    const { orderId, order: view } = await place(order);
    return { orderId, orderNumber: view.orderNumber, email: order.customer.email, view };
  }

  /** Waits until the order's details show this standing (the event went through RabbitMQ). */
  const standingIs = (orderId: string, status: string) =>
    eventually(async () => {
      const details = await client().request('orders.admin.get', { id: orderId });
      return details.compliance.status === status ? details : undefined;
    });

  it('waits for screening: accept refused while pending, the customer told only that it is being checked', async () => {
    const order = await newOrder();
    expect(order.view.beingChecked).toBe(true);
    const refused = await domainError(accept(order.orderId));
    expect(refused.code).toBe('ORDER_ON_HOLD');
    expect(refused.message).toBe(
      `Order ${order.orderNumber} is waiting for a compliance check and cannot be accepted yet`,
    );
    const tracked = await client().request('orders.track', {
      orderNumber: order.orderNumber,
      email: order.email,
    });
    expect(tracked).toMatchObject({ status: 'pending', beingChecked: true });
    expect(JSON.stringify(tracked)).not.toMatch(/sanction|hold|frozen/i);
    const list = await client().request('orders.admin.list', {
      status: 'pending',
      page: 1,
      pageSize: 200,
    });
    expect(list.orders.find((o) => o.id === order.orderId)?.compliance).toBe('pending');

    await announceStanding(stack, order, 'clear', 1);
    await standingIs(order.orderId, 'clear');
    expect((await accept(order.orderId)).status).toBe('accepted');
    const mine = await client().request('orders.customer.list', { email: order.email });
    expect(mine.orders[0]).toMatchObject({ orderNumber: order.orderNumber, beingChecked: false });
  });

  it('refuses a held order until the officer clears it, then accepts it', async () => {
    const order = await newOrder();
    await announceStanding(stack, order, 'held', 1);
    await standingIs(order.orderId, 'held');
    expect((await domainError(accept(order.orderId))).code).toBe('ORDER_ON_HOLD');
    await announceStanding(stack, order, 'clear', 2, { type: 'order.cleared' });
    await standingIs(order.orderId, 'clear');
    expect((await accept(order.orderId)).status).toBe('accepted');
  });

  it('keeps the highest sequence: a late screening never undoes a hold', async () => {
    const order = await newOrder();
    await announceStanding(stack, order, 'held', 5);
    await standingIs(order.orderId, 'held');
    await announceStanding(stack, order, 'clear', 3);
    // A later event of another order shows the late one was consumed before it.
    const marker = await newOrder();
    await announceStanding(stack, marker, 'clear', 1);
    await standingIs(marker.orderId, 'clear');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await client().request('orders.admin.get', { id: order.orderId })).compliance.status,
    ).toBe('held');
    expect((await domainError(accept(order.orderId))).code).toBe('ORDER_ON_HOLD');
  });

  it('never accepts a frozen order, and its customer cannot cancel it (money would move)', async () => {
    const order = await newOrder();
    await announceStanding(stack, order, 'frozen', 1);
    await standingIs(order.orderId, 'frozen');
    expect((await domainError(accept(order.orderId))).code).toBe('ORDER_ON_HOLD');
    const mine = await client().request('orders.customer.list', { email: order.email });
    expect(mine.orders[0]).toMatchObject({ cancellable: false, beingChecked: true });
    const cancel = await domainError(
      client().request('orders.customer.cancel', { id: order.orderId, email: order.email }),
    );
    expect(cancel.code).toBe('ORDER_NOT_PENDING');
    expect(cancel.message).toContain('can only be cancelled by the branch');
    expect((await client().request('orders.admin.get', { id: order.orderId })).status).toBe(
      'pending',
    );
  });

  it('completes a collection only with the ID record, kept with the order', async () => {
    const order = await newOrder();
    await announceStanding(stack, order, 'clear', 1);
    await standingIs(order.orderId, 'clear');
    await accept(order.orderId);
    const refused = await domainError(
      client().request('orders.admin.complete', { id: order.orderId, by: staff }),
    );
    expect(refused).toMatchObject({
      code: 'ID_CHECK_REQUIRED',
      details: [
        { field: 'idCheck', message: expect.stringContaining(order.orderNumber) as string },
      ],
    });
    expect((await client().request('orders.admin.get', { id: order.orderId })).status).toBe(
      'accepted',
    );
    const idCheckId = randomUUID();
    const completed = await client().request('orders.admin.complete', {
      id: order.orderId,
      by: staff,
      idCheckId,
    });
    expect(completed).toMatchObject({
      status: 'completed',
      compliance: { idCheckId, status: 'clear' },
    });
  });
});
