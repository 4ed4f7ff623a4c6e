import { OrderMessages, RATES_STALE_MESSAGE } from '@fx/contracts';
import type { PlaceOrder, PricedCurrency } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import type { Logger } from 'pino';
import type { BranchesRepository } from '../branches/branches.repository';
import type { OutboxRelay } from '../outbox/outbox-relay';
import type { OutboxEntry } from '../outbox/outbox.repository';
import { Pricer } from '../pricing/pricer';
import {
  HIGH_STREET_NORTH,
  MAX_AGE_SECONDS,
  TEST_RULES,
  currency,
  orderOf,
  rateTableOf,
  secondsAgo,
} from '../testing/fixtures';
import { pendingOrder } from './order-record';
import type { OrderRecord } from './order-record';
import type { OrderReader } from './orders-read.repository';
import type { NewOrder, OrderWriter } from './orders-write.repository';
import { PlaceOrderService } from './place-order.service';

/** The orders table in memory, with its two unique keys: the idempotency key and the number. */
class MemoryOrders
  implements Pick<OrderWriter, 'insertPlaced'>, Pick<OrderReader, 'findByIdempotencyKey'>
{
  readonly placed: (NewOrder & { id: string })[] = [];
  readonly events: OutboxEntry[] = [];

  async insertPlaced(order: NewOrder & { id: string }, event: OutboxEntry) {
    if (this.placed.some((earlier) => earlier.orderNumber === order.orderNumber)) {
      throw Object.assign(new Error('duplicate key'), {
        code: '23505',
        constraint: 'orders_order_number_key',
      });
    }
    const key = order.idempotencyKey;
    if (key && this.placed.some((earlier) => earlier.idempotencyKey === key)) return false;
    this.placed.push(order);
    this.events.push(event);
    return true;
  }

  async findByIdempotencyKey(key: string): Promise<OrderRecord | null> {
    const order = this.placed.find((earlier) => earlier.idempotencyKey === key);
    return order ? pendingOrder(order) : null;
  }
}

function setUp(
  currencies: PricedCurrency[] = [currency('EUR', secondsAgo(10))],
  numbers = ['11111111', '22222222', '33333333'],
) {
  const memory = new MemoryOrders();
  const branches = {
    findActive: async (id: string) => (id === HIGH_STREET_NORTH.id ? HIGH_STREET_NORTH : null),
  };
  const placing = new PlaceOrderService(
    memory as unknown as OrderWriter,
    memory as unknown as OrderReader,
    branches as unknown as BranchesRepository,
    new Pricer(rateTableOf(currencies), TEST_RULES),
    { kick: () => undefined } as unknown as OutboxRelay,
    { next: () => numbers.shift()! },
    { info: () => undefined } as unknown as Logger,
  );
  const place = (order: PlaceOrder, idempotencyKey?: string) =>
    placing.place({ order, idempotencyKey, placedBy: { kind: 'customer' } });
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
      outcome: 'placed',
      replayed: false,
      order: { orderNumber: '11111111', status: 'pending', totalGbp: '100.00' },
    });
    expect(memory.events.map((event) => event.type)).toEqual(['order.placed']);
    expect(JSON.parse(memory.events[0]!.payload)).toMatchObject({
      order: { orderNumber: '11111111', totalGbp: '100.00' },
    });
  });

  it('answers a rate that moved beyond the tolerance with the fresh quote, and places nothing', async () => {
    const { memory, place } = setUp();
    const result = await place(orderOf([{ currency: 'EUR', shownRate: '1.1500' }]));
    expect(result).toMatchObject({
      outcome: 'ratesChanged',
      quote: { totalGbp: '100.00' },
      changes: [{ line: 0, currency: 'EUR', shownRate: '1.1500', currentRate: '1.1334' }],
    });
    expect(memory.placed).toEqual([]);
  });

  it('refuses an order at a rate older than the maximum age, and places nothing', async () => {
    const { memory, place } = setUp([currency('EUR', secondsAgo(MAX_AGE_SECONDS + 1))]);
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
    expect((await place(order, 'key-2')).outcome).toBe('ratesChanged');
  });

  it('refuses an Idempotency-Key reused for a different order', async () => {
    const { place } = setUp();
    await place(orderOf([{ currency: 'EUR' }]), 'key-1');
    const refused = await refusalOf(place(orderOf([{ currency: 'EUR', amount: '200' }]), 'key-1'));
    expect(refused).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different order',
    });
  });

  it('draws another order number when the one drawn is already taken', async () => {
    const { memory, place } = setUp(undefined, ['11111111', '11111111', '22222222']);
    await place(orderOf([{ currency: 'EUR' }]));
    const result = await place(orderOf([{ currency: 'EUR', amount: '200' }]));
    expect(result).toMatchObject({ outcome: 'placed', order: { orderNumber: '22222222' } });
    expect(memory.placed.map((order) => order.orderNumber)).toEqual(['11111111', '22222222']);
  });
});
