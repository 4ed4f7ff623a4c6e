import { randomUUID } from 'node:crypto';
import { DEFAULT_DELIVERY_SETTINGS, quoteDelivery } from '@fx/contracts';
import type { PlaceOrder } from '@fx/contracts';
import { eventually, testClock } from '@fx/service-kit/testing';
import {
  NOT_ACCEPTED_REASON,
  ReleaseUnaccepted,
} from '../src/orders/release-unaccepted/release-unaccepted';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

const ADDRESS = { line1: '1 Park Row', town: 'Leeds', postcode: 'ls1 5ab' };

/** Card orders: placed awaiting payment, paid or failed by the payments service's events. */
describe('card orders on real Postgres, RabbitMQ and the rates service', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await startOrdersStack('orders-card');
  });

  afterAll(() => stack?.close());

  const { orderOf, place, placed, rowCount, domainError } = orderHelpers(() => stack);
  const client = () => stack.service.client;

  /** Pounds to collect in euros, paid by card, collected at the branch or delivered. */
  async function cardOrder(gbp: string, extra: Partial<PlaceOrder> = {}): Promise<PlaceOrder> {
    const order = await orderOf([{ currency: 'EUR', amount: gbp, side: 'gbp' }]);
    const delivered = extra.delivery ? { collectionDate: undefined } : {};
    return { ...order, payment: 'card', ...delivered, ...extra };
  }

  const authorised = (
    orderId: string,
    extra: { billingPostcode?: string; authorisedAt?: string } = {},
  ) =>
    stack.publish('payment.authorised', {
      orderId,
      paymentId: randomUUID(),
      amountPence: 10_000,
      card: { brand: 'visa', last4: '5556', funding: 'debit' },
      authorisedAt: testClock().now().toISOString(),
      ...extra,
    });

  const eventsOf = (type: string, orderNumber: string) =>
    stack.events.filter(
      (event) =>
        event.type === type &&
        (event.payload as { order: { orderNumber: string } }).order.orderNumber === orderNumber,
    );

  const idOf = async (orderNumber: string) =>
    (await stack.sql.query('SELECT id FROM orders.orders WHERE order_number = $1', [orderNumber]))
      .rows[0].id as string;

  it('places a card order awaiting payment: not listed to staff, not announced, the amount due its value', async () => {
    const order = await placed(await cardOrder('150'));
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({
      method: 'card',
      status: 'awaiting_payment',
      amountDueGbp: '150.00',
      card: null,
      paidAt: null,
    });
    const pending = await client().request('orders.admin.list', {
      status: 'pending',
      q: order.orderNumber,
      page: 1,
      pageSize: 25,
    });
    expect(pending.orders).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(eventsOf('order.placed', order.orderNumber)).toEqual([]);
  });

  it('pays it on payment.authorised: pending, the card, the rates held from payment, one order.placed though the event came twice', async () => {
    const order = await placed(await cardOrder('150'));
    const id = await idOf(order.orderNumber);
    await authorised(id);
    await authorised(id);
    await eventually(async () => eventsOf('order.placed', order.orderNumber).length === 1);
    const details = await client().request('orders.admin.get', { id });
    expect(details.status).toBe('pending');
    expect(details.payment).toMatchObject({
      status: 'authorised',
      card: { brand: 'visa', last4: '5556' },
    });
    const held = Date.parse(details.rateGuaranteedUntil!) - Date.parse(details.payment.paidAt!);
    expect(held).toBe(24 * 3_600_000);
    expect(details.history.map((change) => change.to)).toEqual(['awaiting_payment', 'pending']);
    const [placedEvent] = eventsOf('order.placed', order.orderNumber);
    expect(placedEvent!.payload).toMatchObject({
      order: { payment: { method: 'card', amountDueGbp: '150.00', card: { last4: '5556' } } },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(eventsOf('order.placed', order.orderNumber)).toHaveLength(1);
  });

  it('cancels it when the checkout failed, telling the customer why', async () => {
    const order = await placed(await cardOrder('120'));
    const id = await idOf(order.orderNumber);
    await stack.publish('payment.failed', {
      orderId: id,
      paymentId: randomUUID(),
      reason: 'expired',
      message: 'The payment page expired',
      card: null,
      failedAt: testClock().now().toISOString(),
    });
    await eventually(async () => eventsOf('order.cancelled', order.orderNumber).length === 1);
    const details = await client().request('orders.admin.get', { id });
    expect(details).toMatchObject({
      status: 'cancelled',
      payment: { status: 'failed' },
      cancelReason: 'The payment was not completed: The payment page expired',
    });
    expect(eventsOf('order.cancelled', order.orderNumber)[0]!.payload).toMatchObject({
      cancelledBy: { kind: 'system' },
      reason: 'The payment was not completed: The payment page expired',
      cancellationFeeGbp: '0',
    });
    // Authorised after all, too late: the order stays cancelled (payments releases the hold).
    await authorised(id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await client().request('orders.admin.get', { id })).toMatchObject({
      status: 'cancelled',
    });
    expect(eventsOf('order.placed', order.orderNumber)).toEqual([]);
  });

  describe('home delivery', () => {
    it('charges the fee under the free-from value, none from it, and quotes the day', async () => {
      const small = await placed(
        await cardOrder('450', { delivery: { address: ADDRESS, saturday: false } }),
      );
      expect(small.payment.amountDueGbp).toBe('454.99');
      const expected = quoteDelivery(
        DEFAULT_DELIVERY_SETTINGS,
        { totalGbp: '450', postcode: ADDRESS.postcode, saturday: false },
        testClock().now(),
      );
      expect(small.fulfilment).toMatchObject({
        kind: 'delivery',
        address: { postcode: 'LS1 5AB' },
        nation: 'england',
        feeGbp: '4.99',
        day: expected.ok ? expected.day : 'none',
        trackingNumber: null,
      });
      expect(small.collectionDate).toBeNull();
      const large = await placed(
        await cardOrder('600', { delivery: { address: ADDRESS, saturday: false } }),
      );
      expect(large.payment.amountDueGbp).toBe('600.00');
    });

    it('adds the Saturday fee when the day it arrives is a Saturday the customer chose', async () => {
      const order = await placed(
        await cardOrder('450', { delivery: { address: ADDRESS, saturday: true } }),
      );
      const fulfilment = order.fulfilment as { day: string; feeGbp: string };
      const saturday = new Date(`${fulfilment.day}T12:00:00Z`).getUTCDay() === 6;
      expect(fulfilment.feeGbp).toBe(saturday ? '12.98' : '4.99');
    });

    it('refuses an order under the minimum or over the maximum, naming the lines', async () => {
      for (const gbp of ['300', '3000']) {
        const refused = await domainError(
          place(await cardOrder(gbp, { delivery: { address: ADDRESS, saturday: false } })),
        );
        expect(refused).toMatchObject({ code: 'UNPROCESSABLE', details: [{ field: 'lines' }] });
      }
    });

    it('refuses an address outside the UK, naming the postcode', async () => {
      const order = await cardOrder('450', {
        delivery: { address: { ...ADDRESS, postcode: 'JE2 3AB' }, saturday: false },
      });
      const refused = await domainError(place(order));
      expect(refused.details).toEqual([
        expect.objectContaining({ field: 'order.delivery.address.postcode' }),
      ]);
    });

    it('cancels a paid delivery whose card is billed to another postcode, releasing the hold', async () => {
      const order = await placed(
        await cardOrder('450', { delivery: { address: ADDRESS, saturday: false } }),
      );
      const id = await idOf(order.orderNumber);
      await authorised(id, { billingPostcode: 'SW1A 1AA' });
      await eventually(async () => eventsOf('order.cancelled', order.orderNumber).length === 1);
      expect(eventsOf('order.cancelled', order.orderNumber)[0]!.payload).toMatchObject({
        reason: "The delivery address must be the card's billing address",
        cancellationFeeGbp: '0',
      });
      expect(eventsOf('order.placed', order.orderNumber)).toEqual([]);
      const tracked = await client().request('orders.track', {
        orderNumber: order.orderNumber,
        email: order.customer.email,
      });
      expect(tracked).toMatchObject({
        status: 'cancelled',
        cancelReason: "The delivery address must be the card's billing address",
        payment: { status: 'authorised', card: { last4: '5556' } },
      });
    });
  });

  it('adds the buy-back guarantee’s price to the amount due, and fixes the guarantee at payment', async () => {
    const order = await placed(await cardOrder('200', { buyBack: true }));
    expect(order.payment.amountDueGbp).toBe('203.99');
    expect(order.buyBack).toBeNull();
    const id = await idOf(order.orderNumber);
    await authorised(id);
    await eventually(async () => eventsOf('order.placed', order.orderNumber).length === 1);
    const paid = await client().request('orders.admin.get', { id });
    expect(paid.buyBack).toMatchObject({ priceGbp: '3.99', capGbp: '750', usedBy: [] });
    expect(paid.buyBack!.allowances).toEqual([
      expect.objectContaining({ currency: 'EUR', rate: paid.lines[0]!.rate }),
    ]);
  });

  it('abandons an order whose payment never started, and no other', async () => {
    const card = await place(await cardOrder('100'));
    // The id the gateway starts the payment with, and abandons the order by.
    const cardId = card.orderId;
    expect(cardId).toBe(await idOf(card.order.orderNumber));
    expect(await client().request('orders.abandon', { orderId: cardId })).toEqual({
      abandoned: true,
    });
    expect(await rowCount('id = $1', [cardId])).toBe(0);
    const reserved = await placed(await orderOf([{ currency: 'EUR', amount: '100', side: 'gbp' }]));
    const reservedId = await idOf(reserved.orderNumber);
    expect(await client().request('orders.abandon', { orderId: reservedId })).toEqual({
      abandoned: false,
    });
    expect(await rowCount('id = $1', [reservedId])).toBe(1);
  });

  it('counts what was paid by card, less refunds, in the day’s takings', async () => {
    const order = await placed(await cardOrder('250'));
    const id = await idOf(order.orderNumber);
    await authorised(id);
    await eventually(async () => eventsOf('order.placed', order.orderNumber).length === 1);
    const before = (await client().request('orders.admin.stats', { days: 1 })).daily.at(-1)!;
    await stack.publish('payment.refunded', {
      orderId: id,
      paymentId: randomUUID(),
      refundKey: `${id}:cancel`,
      amountPence: 5_000,
      refundedPence: 5_000,
      refundedAt: testClock().now().toISOString(),
    });
    await eventually(async () => {
      const after = (await client().request('orders.admin.stats', { days: 1 })).daily.at(-1)!;
      return Number(before.paidGbp) - Number(after.paidGbp) === 50;
    });
    const details = await client().request('orders.admin.get', { id });
    expect(details.payment).toMatchObject({ refundedGbp: '50.00', status: 'authorised' });
  });

  it('cancels a paid order the branch has not accepted within 120 hours, once, so its hold is released; a newer one waits', async () => {
    const old = await placed(await cardOrder('120'));
    const recent = await placed(await cardOrder('130'));
    const oldId = await idOf(old.orderNumber);
    const recentId = await idOf(recent.orderNumber);
    const longAgo = new Date(testClock().now().getTime() - 121 * 3_600_000).toISOString();
    await authorised(oldId, { authorisedAt: longAgo });
    await authorised(recentId);
    await eventually(async () => eventsOf('order.placed', recent.orderNumber).length === 1);
    await eventually(async () => eventsOf('order.placed', old.orderNumber).length === 1);

    const scan = stack.service.app.get(ReleaseUnaccepted);
    await Promise.all([scan.runDue(), scan.runDue()]);
    await eventually(async () => eventsOf('order.cancelled', old.orderNumber).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cancelled = eventsOf('order.cancelled', old.orderNumber);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.payload).toMatchObject({
      reason: NOT_ACCEPTED_REASON,
      cancellationFeeGbp: '0',
      cancelledBy: { kind: 'system' },
      placed: true,
    });
    expect((await client().request('orders.admin.get', { id: recentId })).status).toBe('pending');
  });
});
