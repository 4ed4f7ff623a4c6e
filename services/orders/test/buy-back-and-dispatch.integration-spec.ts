import { randomUUID } from 'node:crypto';
import { Decimal, priceLineAtRate } from '@fx/contracts';
import type { PlaceOrder } from '@fx/contracts';
import { eventually, testClock } from '@fx/service-kit/testing';
import { BuyBackReminders } from '../src/orders/buy-back-reminders/buy-back-reminders';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

const DAY_MS = 86_400_000;
const ADDRESS = { line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 5AB' };
const staff = { kind: 'staff' as const, id: 'staff-1' };

/** Selling back under the buy-back guarantee, its reminder, and dispatching delivery orders. */
describe('buy-back and dispatch on real Postgres, RabbitMQ and the rates service', () => {
  let stack: OrdersStack;

  beforeAll(async () => {
    stack = await startOrdersStack('orders-buyback');
  });

  afterAll(() => stack?.close());

  const { orderOf, place, placed, domainError } = orderHelpers(() => stack);
  const client = () => stack.service.client;

  const idOf = async (orderNumber: string) =>
    (await stack.sql.query('SELECT id FROM orders.orders WHERE order_number = $1', [orderNumber]))
      .rows[0].id as string;

  const eventsOf = (type: string, orderNumber: string) =>
    stack.events.filter(
      (event) =>
        event.type === type &&
        (event.payload as { order: { orderNumber: string } }).order.orderNumber === orderNumber,
    );

  /** A card order of `gbp` in euros, paid `daysAgo` days ago (the guarantee runs from then). */
  async function paidOrder(gbp: string, extra: Partial<PlaceOrder> = {}, daysAgo = 0) {
    const order = await orderOf([{ currency: 'EUR', amount: gbp, side: 'gbp' }]);
    const delivered = extra.delivery ? { collectionDate: undefined } : {};
    const view = await placed({ ...order, payment: 'card', ...delivered, ...extra });
    const id = await idOf(view.orderNumber);
    await stack.publish('payment.authorised', {
      orderId: id,
      paymentId: randomUUID(),
      amountPence: 10_000,
      card: { brand: 'visa', last4: '5556', funding: 'debit' },
      authorisedAt: new Date(testClock().now().getTime() - daysAgo * DAY_MS).toISOString(),
    });
    await eventually(async () => eventsOf('order.placed', view.orderNumber).length === 1);
    return { id, view, customer: order.customer };
  }

  /** A Click & Sell order of `amounts` euros under `original`'s guarantee, by its customer. */
  async function sellBack(
    original: Awaited<ReturnType<typeof paidOrder>>,
    amounts: string[],
    email = original.customer.email,
  ) {
    const order = await orderOf(
      amounts.map((amount) => ({ currency: 'EUR', amount, side: 'foreign' as const })),
      'sell',
      { ...original.customer, email, confirmEmail: email },
    );
    const rate = original.view.lines[0]!.rate;
    return place({
      ...order,
      lines: order.lines.map((line) => ({ ...line, shownRate: rate })),
      buyBackOf: original.view.orderNumber,
    });
  }

  describe('selling back under the guarantee', () => {
    it("sells back at the order's rate, not the market's, and shows the sale on the order", async () => {
      const original = await paidOrder('200', { buyBack: true });
      // 60 euros: over the GBP 50 minimum every order keeps, within 30% of what was bought.
      const { order } = await sellBack(original, ['60']);
      const rate = original.view.lines[0]!.rate;
      expect(order).toMatchObject({ way: 'sell', buyBackOf: original.view.orderNumber });
      expect(order.lines[0]).toMatchObject({ currency: 'EUR', rate, foreign: '60.00' });
      const atRate = { currency: 'EUR', way: 'sell', amount: '60', side: 'foreign' } as const;
      expect(order.lines[0]!.gbp).toBe(priceLineAtRate(atRate, rate).gbp);
      const details = await client().request('orders.admin.get', { id: original.id });
      expect(details.buyBack!.usedBy).toEqual([order.orderNumber]);
    });

    it('refuses more than the share of the currency bought, counting what was sold back before', async () => {
      const original = await paidOrder('200', { buyBack: true });
      const allowance = original.view.lines[0]!.foreign;
      const most = new Decimal(allowance).times('0.3');
      await sellBack(original, [most.minus(10).toFixed(0)]);
      const refused = await domainError(sellBack(original, ['20']));
      expect(refused).toMatchObject({
        code: 'UNPROCESSABLE',
        details: [{ field: 'lines.0.amount', message: expect.stringContaining('at most') }],
      });
    });

    it('takes only one of two sell-backs at once that together pass the share', async () => {
      const original = await paidOrder('200', { buyBack: true });
      const both = await Promise.allSettled([
        sellBack(original, ['60']),
        sellBack(original, ['60']),
      ]);
      expect(both.map((one) => one.status).sort()).toEqual(['fulfilled', 'rejected']);
      const details = await client().request('orders.admin.get', { id: original.id });
      expect(details.buyBack!.usedBy).toHaveLength(1);
    });

    it('refuses beyond the cap of GBP 750 in all', async () => {
      const original = await paidOrder('4000', { buyBack: true });
      const rate = original.view.lines[0]!.rate;
      const beyond = new Decimal(760).times(rate).toFixed(0);
      const refused = await domainError(sellBack(original, [beyond]));
      expect(refused).toMatchObject({
        code: 'UNPROCESSABLE',
        details: [{ field: 'lines.0.amount' }],
      });
    });

    it('refuses once the window has closed, and for another e-mail as not covered', async () => {
      const old = await paidOrder('200', { buyBack: true }, 40);
      const late = await domainError(sellBack(old, ['20']));
      expect(late).toMatchObject({
        code: 'UNPROCESSABLE',
        details: [{ field: 'buyBackOf', message: expect.stringContaining('ended') }],
      });
      const original = await paidOrder('200', { buyBack: true });
      const stranger = await domainError(sellBack(original, ['20'], 'someone.else@example.com'));
      expect(stranger).toMatchObject({
        details: [{ field: 'buyBackOf', message: 'This order has no buy-back guarantee' }],
      });
    });

    it('reminds each guarantee once, three days before it ends, however often the scan runs', async () => {
      const ending = await paidOrder('200', { buyBack: true }, 28);
      const later = await paidOrder('200', { buyBack: true });
      const reminders = stack.service.app.get(BuyBackReminders);
      await Promise.all([reminders.remindDue(), reminders.remindDue()]);
      await reminders.remindDue();
      await eventually(
        async () => eventsOf('order.buy_back_ending', ending.view.orderNumber).length === 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(eventsOf('order.buy_back_ending', ending.view.orderNumber)).toHaveLength(1);
      expect(eventsOf('order.buy_back_ending', later.view.orderNumber)).toEqual([]);
    });
  });

  describe('dispatch', () => {
    it('sends an accepted delivery order with a good tracking number, and lists it on its day', async () => {
      const { id, view } = await paidOrder('450', {
        delivery: { address: ADDRESS, saturday: false },
      });
      await client().request('orders.admin.accept', { id, by: staff });
      const day = (view.fulfilment as { day: string }).day;
      const completed = await domainError(
        client().request('orders.admin.complete', { id, by: staff }),
      );
      expect(completed.message).toContain('dispatch it with its tracking number');
      const refused = await domainError(
        client().request('orders.admin.dispatch', {
          id,
          trackingNumber: 'AB123456784GB',
          by: staff,
        }),
      );
      expect(refused).toMatchObject({ details: [{ field: 'trackingNumber' }] });
      const sent = await client().request('orders.admin.dispatch', {
        id,
        trackingNumber: 'ab 1234 5678 5 gb',
        by: staff,
      });
      expect(sent.status).toBe('completed');
      expect(sent.fulfilment).toMatchObject({ kind: 'delivery', trackingNumber: 'AB123456785GB' });
      await eventually(async () => eventsOf('order.dispatched', view.orderNumber).length === 1);
      const list = await client().request('orders.admin.dispatches', {});
      const listed = list.days.flatMap((entry) =>
        entry.orders.map((order) => ({ ...order, day: entry.day })),
      );
      expect(listed.find((order) => order.id === id)).toMatchObject({
        day,
        status: 'completed',
        trackingNumber: 'AB123456785GB',
        pack: [{ currency: 'EUR', amount: view.lines[0]!.foreign }],
      });
    });

    it('refuses to dispatch a collect order, or one not accepted, in words', async () => {
      const collect = await paidOrder('150');
      await client().request('orders.admin.accept', { id: collect.id, by: staff });
      const notDelivery = await domainError(
        client().request('orders.admin.dispatch', {
          id: collect.id,
          trackingNumber: 'AB123456785GB',
          by: staff,
        }),
      );
      expect(notDelivery).toMatchObject({
        code: 'ORDER_NOT_ACCEPTED',
        message: expect.stringContaining('collected at the branch'),
      });
      const pending = await paidOrder('450', { delivery: { address: ADDRESS, saturday: false } });
      const notAccepted = await domainError(
        client().request('orders.admin.dispatch', {
          id: pending.id,
          trackingNumber: 'AB123456785GB',
          by: staff,
        }),
      );
      expect(notAccepted).toMatchObject({ code: 'ORDER_NOT_ACCEPTED' });
    });

    it('lets staff accept a card order only once paid, and tells the payments service what a cancel keeps back', async () => {
      const order = await orderOf([{ currency: 'EUR', amount: '150', side: 'gbp' }]);
      const awaiting = await placed({ ...order, payment: 'card' });
      const awaitingId = await idOf(awaiting.orderNumber);
      expect(
        await domainError(client().request('orders.admin.accept', { id: awaitingId, by: staff })),
      ).toMatchObject({
        code: 'ORDER_NOT_PENDING',
      });
      const mine = await paidOrder('150');
      await client().request('orders.customer.cancel', { id: mine.id, email: mine.customer.email });
      const theirs = await paidOrder('150');
      await client().request('orders.admin.delete', { id: theirs.id, by: staff });
      await eventually(async () =>
        [mine, theirs].every(
          (paid) => eventsOf('order.cancelled', paid.view.orderNumber).length === 1,
        ),
      );
      expect(eventsOf('order.cancelled', mine.view.orderNumber)[0]!.payload).toMatchObject({
        cancelledBy: { kind: 'customer' },
        cancellationFeeGbp: '0',
      });
      expect(eventsOf('order.cancelled', theirs.view.orderNumber)[0]!.payload).toMatchObject({
        cancelledBy: staff,
        cancellationFeeGbp: '0',
      });
    });
  });
});
