import {
  Decimal,
  LimitMessages,
  OrderMessages,
  RATES_STALE_MESSAGE,
  addDays,
  currencyUnavailableMessage,
  dayLabel,
  londonNow,
  weekdayOf,
} from '@fx/contracts';
import { AT_EACH_INSTANT, FixedClock } from '@fx/service-kit/testing';
import type { CollectionBranch, PlaceOrder, PricedCurrency, Weekday } from '@fx/contracts';
import { DomainError, Metrics } from '@fx/service-kit';
import type { Logger } from 'pino';
import type { BranchesRepository } from '../../branches/branches.repository';
import type { OutboxEntry, OutboxRelay } from '@fx/service-kit';
import { Pricer } from '../../pricing/pricer';
import {
  HIGH_STREET_NORTH,
  MAX_AGE_SECONDS,
  TEST_RULES,
  currency,
  firstOfferedDay,
  orderOf as fixtureOrder,
  rateTableOf,
  secondsAgo,
} from '../../testing/fixtures';
import { placedOrder } from '../order-record';
import type { OrderRecord } from '../order-record';
import type { OrderReader } from '../orders-read.repository';
import { OrdersMetrics } from '../orders.metrics';
import type { LinkedLimit, NewOrder, OrderWriter, PlaceOutcome } from '../orders-write.repository';
import type { DueDiligence } from '../due-diligence/due-diligence';
import { SellBackPricer } from './sell-back';
import { PlaceOrderCommand } from './place-order.command';
import { PlaceOrderHandler } from './place-order.handler';

/** The orders table in memory, with its two unique keys: the idempotency key and the number. */
class MemoryOrders
  implements Pick<OrderWriter, 'insertPlaced'>, Pick<OrderReader, 'findByIdempotencyKey'>
{
  readonly placed: (NewOrder & { id: string })[] = [];
  readonly events: OutboxEntry[] = [];

  async insertPlaced(
    order: NewOrder & { id: string },
    event: OutboxEntry,
    limit: LinkedLimit,
  ): Promise<PlaceOutcome> {
    if (this.placed.some((earlier) => earlier.orderNumber === order.orderNumber)) {
      throw Object.assign(new Error('duplicate key'), {
        code: '23505',
        constraint: 'orders_order_number_key',
      });
    }
    // Every order here is recent and pending; the e-mail alone links them.
    const linked = this.placed
      .filter((earlier) => earlier.email === order.email)
      .reduce((sum, earlier) => sum.plus(earlier.totalGbp), new Decimal(order.totalGbp));
    if (linked.gt(limit.limitGbp)) return 'limitReached';
    const key = order.idempotencyKey;
    if (key && this.placed.some((earlier) => earlier.idempotencyKey === key)) return 'keyTaken';
    this.placed.push(order);
    this.events.push(event);
    return 'placed';
  }

  async findByIdempotencyKey(key: string): Promise<OrderRecord | null> {
    const order = this.placed.find((earlier) => earlier.idempotencyKey === key);
    return order ? placedOrder(order) : null;
  }
}

const ordersMetrics = new OrdersMetrics(new Metrics('orders'));

// Every test runs at each of the test instants: the service's clock and the days and rate ages the
// test expects are the same instant.
describe.each(AT_EACH_INSTANT)('at %s', (_label, now) => {
  const orderOf = (lines: Parameters<typeof fixtureOrder>[0]) => fixtureOrder(lines, now);
  const ago = (seconds: number) => secondsAgo(seconds, now);

  function setUp(
    currencies: PricedCurrency[] = [currency('EUR', ago(10))],
    numbers = ['11111111', '22222222', '33333333'],
    branch: CollectionBranch = HIGH_STREET_NORTH,
  ) {
    const memory = new MemoryOrders();
    const clock = new FixedClock(now);
    const branches = {
      findActive: async (id: string) => (id === branch.id ? branch : null),
    };
    const placing = new PlaceOrderHandler(
      memory as unknown as OrderWriter,
      memory as unknown as OrderReader,
      branches as unknown as BranchesRepository,
      new Pricer(rateTableOf(currencies, {}, now), clock, TEST_RULES),
      { committed: () => undefined } as unknown as OutboxRelay,
      ordersMetrics,
      clock,
      { next: () => numbers.shift()! },
      TEST_RULES,
      { info: () => undefined } as unknown as Logger,
      new SellBackPricer(memory as unknown as OrderReader),
      { decide: () => Promise.resolve(null) } as unknown as DueDiligence,
    );
    const place = (order: PlaceOrder, idempotencyKey?: string) =>
      placing.execute(new PlaceOrderCommand(order, { kind: 'customer' }, idempotencyKey));
    return { memory, currencies, place };
  }

  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  describe('placing an order', () => {
    it('places an order priced at the current rate, with its OrderPlaced event', async () => {
      const { memory, place } = setUp();
      const result = await place(orderOf([{ currency: 'EUR', amount: '95' }]));
      expect(result).toMatchObject({
        replayed: false,
        order: { orderNumber: '11111111', status: 'pending', totalGbp: '100.00' },
      });
      expect(memory.events.map((event) => event.type)).toEqual(['order.placed']);
      expect(JSON.parse(memory.events[0]!.payload)).toMatchObject({
        order: { orderNumber: '11111111', totalGbp: '100.00' },
      });
    });

    it('refuses a rate that moved beyond the tolerance with the fresh quote, and places nothing', async () => {
      const { memory, place } = setUp();
      const refused = await refusalOf(place(orderOf([{ currency: 'EUR', shownRate: '1.1500' }])));
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({
        code: 'RATES_CHANGED',
        message: OrderMessages.ratesChanged,
        extra: {
          quote: { totalGbp: '100.00' },
          changes: [{ line: 0, currency: 'EUR', shownRate: '1.1500', currentRate: '1.1334' }],
        },
      });
      expect(memory.placed).toEqual([]);
    });

    it('refuses an order at a rate older than the maximum age, and places nothing', async () => {
      const { memory, place } = setUp([currency('EUR', ago(MAX_AGE_SECONDS + 1))]);
      const refused = await refusalOf(place(orderOf([{ currency: 'EUR' }])));
      expect(refused).toMatchObject({ code: 'RATES_STALE', message: RATES_STALE_MESSAGE });
      expect(memory.placed).toEqual([]);
    });

    it('refuses an unknown collection point with the spec message', async () => {
      const { memory, place } = setUp();
      const order = { ...orderOf([{ currency: 'EUR' }]), branchId: 'nowhere' };
      const refused = await refusalOf(place(order));
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({
        code: 'BRANCH_UNKNOWN',
        details: [{ field: 'branchId', message: OrderMessages.branch }],
      });
      expect(memory.placed).toEqual([]);
    });

    it('refuses an order over the maximum value, and places nothing', async () => {
      const { memory, place } = setUp();
      const refused = await refusalOf(place(orderOf([{ currency: 'EUR', amount: '5001' }])));
      expect(refused).toMatchObject({ message: 'The maximum order online is £5,000' });
      expect(memory.placed).toEqual([]);
    });

    it('gives back the first order for a repeated Idempotency-Key, even once its rate has moved', async () => {
      const { memory, currencies, place } = setUp();
      const order = orderOf([{ currency: 'EUR' }]);
      const first = await place(order, 'key-1');
      currencies[0] = { ...currencies[0]!, rates: { collect: '1.2000', sell: '1.3000' } };
      const again = await place(order, 'key-1');
      expect(again).toEqual({ ...first, replayed: true });
      expect(memory.placed).toHaveLength(1);
      expect(await refusalOf(place(order, 'key-2'))).toMatchObject({ code: 'RATES_CHANGED' });
    });

    it('refuses an Idempotency-Key reused for a different order', async () => {
      const { place } = setUp();
      await place(orderOf([{ currency: 'EUR' }]), 'key-1');
      const refused = await refusalOf(
        place(orderOf([{ currency: 'EUR', amount: '200' }]), 'key-1'),
      );
      expect(refused).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different order',
      });
    });

    it('draws another order number when the one drawn is already taken', async () => {
      const { memory, place } = setUp(undefined, ['11111111', '11111111', '22222222']);
      await place(orderOf([{ currency: 'EUR' }]));
      const result = await place(orderOf([{ currency: 'EUR', amount: '200' }]));
      expect(result).toMatchObject({ replayed: false, order: { orderNumber: '22222222' } });
      expect(memory.placed.map((order) => order.orderNumber)).toEqual(['11111111', '22222222']);
    });
  });

  describe('the collection day, the stock and the linked-order limit', () => {
    /** The next `weekday` that is not today, within the days offered. */
    const next = (weekday: Weekday) => {
      const today = londonNow(now).date;
      const days = Array.from({ length: 7 }, (_, index) => addDays(today, index + 1));
      return days.find((day) => weekdayOf(day) === weekday)!;
    };
    const withStock = (stock: CollectionBranch['stock']) => ({ ...HIGH_STREET_NORTH, stock });

    it('refuses a day the branch is closed, naming the field and the day', async () => {
      const { memory, place } = setUp();
      const sunday = next('sun');
      const refused = await refusalOf(
        place({ ...orderOf([{ currency: 'EUR' }]), collectionDate: sunday }),
      );
      const message = `The branch is closed on ${dayLabel(sunday)}`;
      expect(refused).toMatchObject({
        code: 'COLLECTION_DAY_UNAVAILABLE',
        message,
        details: [{ field: 'collectionDate', message }],
      });
      expect(memory.placed).toEqual([]);
    });

    it('refuses a day before an order-in currency can arrive, saying the first day it can', async () => {
      const branch = withStock({ EUR: { status: 'order_in', leadDays: 3 } });
      const { memory, place } = setUp(undefined, undefined, branch);
      const order = orderOf([{ currency: 'EUR' }]);
      const refused = await refusalOf(place(order));
      expect(refused).toMatchObject({
        code: 'COLLECTION_DAY_UNAVAILABLE',
        message: `This order can be collected from ${dayLabel(firstOfferedDay(branch, order, now))}`,
      });
      expect(memory.placed).toEqual([]);
      const later = { ...order, collectionDate: firstOfferedDay(branch, order, now) };
      expect(await place(later)).toMatchObject({ replayed: false });
    });

    it('refuses a currency the branch has marked unavailable for Click & Collect, not for Click & Sell', async () => {
      const branch = withStock({ EUR: { status: 'unavailable', leadDays: 0 } });
      const { memory, place } = setUp(undefined, undefined, branch);
      const refused = await refusalOf(place(orderOf([{ currency: 'EUR' }])));
      expect(refused).toMatchObject({
        code: 'CURRENCY_UNAVAILABLE',
        message: currencyUnavailableMessage('EUR'),
        details: [{ field: 'lines.0.currency', message: currencyUnavailableMessage('EUR') }],
      });
      expect(memory.placed).toEqual([]);
      const sell = { ...orderOf([{ currency: 'EUR', shownRate: '1.2152' }]), way: 'sell' as const };
      expect(await place(sell)).toMatchObject({ replayed: false });
    });

    it('refuses an order that would take the customer over the linked limit, asking them to call', async () => {
      // Four numbers: the repeated key draws one too, before the insert finds the key taken.
      const numbers = ['11111111', '22222222', '33333333', '44444444'];
      const { memory, place } = setUp(undefined, numbers);
      const first = await place(orderOf([{ currency: 'EUR', amount: '5000' }]), 'key-1');
      await place(orderOf([{ currency: 'EUR', amount: '4900' }]));
      const refused = await refusalOf(place(orderOf([{ currency: 'EUR', amount: '110' }])));
      const message = LimitMessages.linked('10000', 90, HIGH_STREET_NORTH.phone);
      expect(refused).toMatchObject({
        code: 'ORDER_LIMIT_REACHED',
        message,
        details: [{ field: 'lines', message }],
      });
      expect(memory.placed).toHaveLength(2);
      // A repeated key is the order it placed, not a refusal.
      const again = await place(orderOf([{ currency: 'EUR', amount: '5000' }]), 'key-1');
      expect(again).toEqual({ ...first, replayed: true });
    });
  });
});
