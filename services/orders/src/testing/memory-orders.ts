/*
 * The order tables in memory for the unit specs of the lifecycle's handlers (accept, complete,
 * delete, cancel), with the shared pieces they run on built over them.
 */
import { randomUUID } from 'node:crypto';
import type { Actor, EventType } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { FixedClock } from '@fx/service-kit/testing';
import type { OutboxEntry, OutboxRelay } from '@fx/service-kit';
import { OrderDetailsReader } from '../orders/order-details-reader';
import { OrderMover } from '../orders/order-mover';
import { IN_STORE_PAYMENT } from '../orders/order-record';
import type { OrderRecord, StatusChangeRecord } from '../orders/order-record';
import type { OrderReader } from '../orders/orders-read.repository';
import { movedRecord } from '../orders/orders-write.repository';
import type { MovedOrder, OrderWriter, StatusMove } from '../orders/orders-write.repository';
import { HIGH_STREET_NORTH, TEST_RULES } from './fixtures';

export const staff: Actor = { kind: 'staff', id: 'staff-1' };

/** The order tables in memory: a move is written whole or, when `decide` refuses, not at all. */
export class MemoryOrders
  implements
    Pick<OrderWriter, 'changeStatus'>,
    Pick<OrderReader, 'findById' | 'history' | 'linkedTo'>
{
  readonly orders = new Map<string, OrderRecord>();
  readonly changes = new Map<string, StatusChangeRecord[]>();
  readonly events: OutboxEntry[] = [];

  /** Every read of an order, by id: a move reads it once. */
  reads = 0;

  async changeStatus(
    id: string,
    decide: (order: OrderRecord) => StatusMove,
  ): Promise<MovedOrder | null> {
    const order = this.orders.get(id);
    this.reads += 1;
    if (!order) return null;
    const move = decide(structuredClone(order));
    const moved: OrderRecord = movedRecord(order, move);
    this.orders.set(id, moved);
    this.changes.get(id)!.push({ from: move.from, to: move.to, at: move.at, by: move.by });
    if (move.event) this.events.push(move.event);
    return { order: structuredClone(moved), move };
  }

  async findById(id: string) {
    this.reads += 1;
    return this.orders.get(id) ?? null;
  }

  async history(id: string) {
    return this.changes.get(id) ?? [];
  }

  async linkedTo() {
    return { totalGbp: '100.00', orders: 1 };
  }

  add(
    status: OrderRecord['status'],
    email = 'ada@example.com',
    overrides: Partial<OrderRecord> = {},
  ): string {
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
      cancelReason: null,
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
      payment: IN_STORE_PAYMENT,
      delivery: null,
      trackingNumber: null,
      dispatchedAt: null,
      buyBack: null,
      buyBackOf: null,
      buyBackUsedBy: [],
      compliance: { status: 'clear', holds: [] },
      dueDiligence: null,
      dateOfBirth: null,
      idCheckId: null,
      erasedAt: null,
      ...overrides,
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

/** The handlers' clock: every change is recorded at this instant. */
export const ACCEPTED_AT = '2026-11-25T20:40:00.000Z';

/** The orders in memory, and the mover and details reader the lifecycle's handlers run on. */
export function memoryLifecycle() {
  const memory = new MemoryOrders();
  const clock = new FixedClock(ACCEPTED_AT);
  const relay = { committed: () => undefined } as unknown as OutboxRelay;
  const reader = memory as unknown as OrderReader;
  const mover = new OrderMover(memory as unknown as OrderWriter, relay, clock);
  const details = new OrderDetailsReader(reader, clock, TEST_RULES);
  return { memory, mover, details };
}

/** The domain error a promise is refused with. */
export async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error;
}
