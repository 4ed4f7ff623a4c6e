import { randomUUID } from 'node:crypto';
import type { Actor, EventType } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { FixedClock } from '@fx/service-kit/testing';
import type { OutboxEntry, OutboxRelay } from '@fx/service-kit';
import { HIGH_STREET_NORTH, TEST_RULES } from '../testing/fixtures';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderQueriesService } from './order-queries.service';
import type { OrderRecord, StatusChangeRecord } from './order-record';
import type { OrderReader } from './orders-read.repository';
import type { OrderReports } from './orders-reports.repository';
import type { OrderWriter, StatusMove } from './orders-write.repository';

const HOUR_MS = 3_600_000;
const staff: Actor = { kind: 'staff', id: 'staff-1' };

const STAMP = {
  accepted: 'acceptedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
  archived: 'archivedAt',
} as const;

/** The order tables in memory: a move is written whole or, when `decide` refuses, not at all. */
class MemoryOrders
  implements
    Pick<OrderWriter, 'changeStatus'>,
    Pick<OrderReader, 'findById' | 'history' | 'linkedTo'>
{
  readonly orders = new Map<string, OrderRecord>();
  readonly changes = new Map<string, StatusChangeRecord[]>();
  readonly events: OutboxEntry[] = [];

  async changeStatus(id: string, decide: (order: OrderRecord) => StatusMove) {
    const order = this.orders.get(id);
    if (!order) return null;
    const move = decide(structuredClone(order));
    this.orders.set(id, {
      ...order,
      status: move.to,
      ...(move.to === 'pending' ? {} : { [STAMP[move.to]]: move.at }),
      rateGuaranteedUntil: move.rateGuaranteedUntil ?? order.rateGuaranteedUntil,
    });
    this.changes.get(id)!.push({ from: move.from, to: move.to, at: move.at, by: move.by });
    if (move.event) this.events.push(move.event);
    return move;
  }

  async findById(id: string) {
    return this.orders.get(id) ?? null;
  }

  async history(id: string) {
    return this.changes.get(id) ?? [];
  }

  async linkedTo() {
    return { totalGbp: '100.00', orders: 1 };
  }

  add(status: OrderRecord['status'], email = 'ada@example.com'): string {
    const id = randomUUID();
    this.orders.set(id, {
      id,
      orderNumber: '12345678',
      way: 'collect',
      status,
      branch: HIGH_STREET_NORTH,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '07700900000',
      totalGbp: '100.00',
      collectionDate: '2025-06-03',
      requestHash: 'hash',
      placedBy: { kind: 'customer' },
      placedAt: new Date('2025-06-02T09:00:00Z'),
      acceptedAt: status === 'pending' ? null : new Date('2025-06-02T10:00:00Z'),
      completedAt: null,
      cancelledAt: null,
      archivedAt: null,
      rateGuaranteedUntil: null,
      lines: [
        {
          currency: 'EUR',
          requestedAmount: '100',
          requestedSide: 'gbp',
          shownRate: '1.1334',
          marketRate: '1.1685',
          rate: '1.1334',
          gbp: '100.00',
          foreign: '113.34',
        },
      ],
    });
    this.changes.set(id, []);
    return id;
  }

  /** The events written, as their type and the payload a consumer reads. */
  sent(): { type: EventType; payload: Record<string, unknown> }[] {
    return this.events.map((event) => ({
      type: event.type,
      payload: JSON.parse(event.payload) as Record<string, unknown>,
    }));
  }
}

/** The service's clock: every change is recorded at this instant. */
const ACCEPTED_AT = '2026-11-25T20:40:00.000Z';

function setUp() {
  const memory = new MemoryOrders();
  const clock = new FixedClock(ACCEPTED_AT);
  const relay = { committed: () => undefined } as unknown as OutboxRelay;
  const reader = memory as unknown as OrderReader;
  const reports = {} as OrderReports;
  const queries = new OrderQueriesService(reader, reports, clock, 'Europe/London', TEST_RULES);
  const lifecycle = new OrderLifecycleService(
    memory as unknown as OrderWriter,
    reader,
    relay,
    queries,
    clock,
    TEST_RULES,
  );
  return { memory, lifecycle };
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error;
}

describe('the order lifecycle service', () => {
  it('accepts a pending order, records who and when, and guarantees its rates for 24 hours', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('pending');
    const details = await lifecycle.accept(id, staff);
    expect(details.status).toBe('accepted');
    expect(details.acceptedAt).toBe(ACCEPTED_AT);
    const acceptedAt = new Date(details.acceptedAt!).getTime();
    expect(new Date(details.rateGuaranteedUntil!).getTime()).toBe(acceptedAt + 24 * HOUR_MS);
    expect(details.history).toEqual([
      { from: 'pending', to: 'accepted', at: details.acceptedAt, by: staff },
    ]);
    expect(memory.sent()).toEqual([
      {
        type: 'order.accepted',
        payload: expect.objectContaining({
          acceptedBy: staff,
          rateGuaranteedUntil: details.rateGuaranteedUntil,
        }) as unknown,
      },
    ]);
  });

  it('completes an accepted order and tells the customer it is completed', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('accepted');
    const details = await lifecycle.complete(id, staff);
    expect(details).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(memory.sent().map((event) => event.type)).toEqual(['order.completed']);
  });

  it('cancels a pending order the branch deletes, telling the customer the branch cancelled it', async () => {
    const { memory, lifecycle } = setUp();
    const details = await lifecycle.delete(memory.add('pending'), staff);
    expect(details).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(memory.sent()).toEqual([
      {
        type: 'order.cancelled',
        payload: expect.objectContaining({
          cancelledBy: staff,
          reason: 'Cancelled by the branch',
        }) as unknown,
      },
    ]);
  });

  it('archives a completed order the branch deletes, keeping it and telling no one', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('completed');
    const details = await lifecycle.delete(id, staff);
    expect(details).toMatchObject({ status: 'archived', archivedAt: expect.any(String) });
    expect(memory.orders.get(id)).toBeDefined();
    expect(memory.sent()).toEqual([]);
  });

  it('lets customers cancel their own pending order, whatever the case of their e-mail', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('pending', 'Ada@Example.com');
    const mine = await lifecycle.cancelByCustomer(id, 'ada@EXAMPLE.com');
    expect(mine).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(memory.sent()[0]!.payload).toMatchObject({
      cancelledBy: { kind: 'customer' },
      reason: 'Cancelled by the customer',
    });
  });

  it('answers a customer cancelling someone else’s order as a missing order, changing nothing', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('pending', 'someone@example.com');
    const error = await refusal(lifecycle.cancelByCustomer(id, 'ada@example.com'));
    expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'There is no such order' });
    expect(memory.orders.get(id)!.status).toBe('pending');
    expect(memory.sent()).toEqual([]);
  });

  it('refuses a customer cancelling an accepted order, pointing them to the branch', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('accepted');
    const error = await refusal(lifecycle.cancelByCustomer(id, 'ada@example.com'));
    expect(error).toMatchObject({ code: 'ORDER_NOT_PENDING' });
    expect((error as Error).message).toContain('please call Riverside Currency');
    expect(memory.orders.get(id)!.status).toBe('accepted');
  });

  it('refuses to complete a pending order, writing nothing', async () => {
    const { memory, lifecycle } = setUp();
    const id = memory.add('pending');
    const error = await refusal(lifecycle.complete(id, staff));
    expect(error).toMatchObject({
      code: 'ORDER_NOT_ACCEPTED',
      message: 'Order 12345678 is pending and cannot be completed',
    });
    expect(await memory.history(id)).toEqual([]);
    expect(memory.sent()).toEqual([]);
  });

  it('answers an order that does not exist as NOT_FOUND', async () => {
    const { lifecycle } = setUp();
    const error = await refusal(lifecycle.accept(randomUUID(), staff));
    expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
