import { describe, expect, it } from 'vitest';
import { makeOrderList, makeOrderRows, makeOrderSnapshot } from '@/testing/admin-orders';
import {
  readOrderEvent,
  readStandingEvent,
  toPendingSummary,
  withPlacedOrder,
} from './order-events';

describe('order events from the staff stream', () => {
  const snapshot = makeOrderSnapshot();

  it('reads an order event from its envelope', () => {
    const event = readOrderEvent({
      type: 'order.placed',
      id: 'e1',
      data: { id: 'e1', type: 'order.placed', payload: { order: snapshot } },
    });
    expect(event).toEqual({ type: 'order.placed', order: snapshot });
  });

  it('ignores other events and envelopes without an order', () => {
    expect(readOrderEvent({ type: 'rate.refreshed', data: { payload: {} } })).toBeNull();
    expect(readOrderEvent({ type: 'order.accepted', data: { payload: {} } })).toBeNull();
    expect(readOrderEvent({ type: 'order.accepted', data: 'not json' })).toBeNull();
  });

  it('turns a placed order into a Pending row', () => {
    expect(toPendingSummary(snapshot)).toEqual({
      id: snapshot.orderId,
      orderNumber: '87654321',
      name: 'Grace Hopper',
      phone: '07700 900456',
      email: 'grace@example.com',
      way: 'sell',
      status: 'pending',
      totalGbp: '83.05',
      foreign: [{ amount: '100.00', currency: 'EUR' }],
      placedAt: snapshot.placedAt,
      payment: null,
      fulfilment: 'collect',
      compliance: 'pending',
    });
  });

  it('turns a placed card order for delivery into an authorised delivery row', () => {
    const paid = makeOrderSnapshot({
      way: 'collect',
      payment: { method: 'card', amountDueGbp: '409.99', card: { brand: 'visa', last4: '5556' } },
      fulfilment: {
        kind: 'delivery',
        address: { line1: '1 High Street', town: 'Leeds', postcode: 'LS1 4AP' },
        nation: 'england',
        day: '2026-11-24',
        saturday: false,
        feeGbp: '4.99',
        trackingNumber: null,
        dispatchedAt: null,
      },
    });
    expect(toPendingSummary(paid)).toMatchObject({ payment: 'authorised', fulfilment: 'delivery' });
  });

  it('puts a new order on top of the first page, keeping the page size, once', () => {
    const list = makeOrderList(makeOrderRows(25), { total: 30 });
    const row = toPendingSummary(snapshot);

    const next = withPlacedOrder(list, row);
    expect(next.orders).toHaveLength(25);
    expect(next.orders[0]).toBe(row);
    expect(next.orders[24]).toBe(list.orders[23]);
    expect(next.total).toBe(31);

    expect(withPlacedOrder(next, row)).toBe(next);
  });
});

describe("an order's standing with compliance, from the staff stream", () => {
  const standing = (type: string) => ({
    type,
    data: { payload: { orderId: 'b5d0c5a2-6c8e-4c1e-9a8a-0c6f2c1d9e11', status: 'clear' } },
  });

  it('names the order whose badge and Accept must follow', () => {
    for (const type of ['order.screened', 'order.held', 'order.cleared', 'order.frozen'])
      expect(readStandingEvent(standing(type))).toEqual({
        orderId: 'b5d0c5a2-6c8e-4c1e-9a8a-0c6f2c1d9e11',
        status: 'clear',
      });
  });

  it('ignores every other event, and a standing without an order', () => {
    expect(readStandingEvent(standing('order.placed'))).toBeNull();
    expect(readStandingEvent({ type: 'order.held', data: { payload: {} } })).toBeNull();
    const unknownStatus = { orderId: 'b5d0c5a2-6c8e-4c1e-9a8a-0c6f2c1d9e11', status: 'maybe' };
    expect(readStandingEvent({ type: 'order.held', data: { payload: unknownStatus } })).toBeNull();
  });
});
