// The orders service's events, as the payments tests publish them on the service's broker.
import { randomUUID } from 'node:crypto';
import type { EventPayload, OrderSnapshot } from '@fx/contracts';
import { EventPublisher } from '@fx/service-kit';
import type { PaymentsStack } from './payments-stack';

/** An order paid by card, as order events describe it. */
export function snapshotOf(orderId: string, orderNumber = '20261126'): OrderSnapshot {
  return {
    orderId,
    orderNumber,
    way: 'collect',
    customer: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '07700900123',
    },
    branch: {
      id: 'london-bridge',
      name: 'London Bridge',
      address: '1 Tooley Street, London SE1 2QN',
      phone: '020 7946 0000',
      openingHours: 'Mon-Sat 9:00-17:30',
    },
    lines: [{ currency: 'EUR', rate: '1.1629', gbp: '412.75', foreign: '480.00' }],
    totalGbp: '412.75',
    collectionDate: null,
    placedAt: new Date().toISOString(),
    payment: { method: 'card', amountDueGbp: '412.75', card: null },
  };
}

const staff = { kind: 'staff' as const, id: 'staff-uid' };
const customer = { kind: 'customer' as const };

/** Publishes one order event as the orders service's outbox would; `id` to redeliver one. */
export function publishOrderEvent<
  K extends 'order.accepted' | 'order.cancelled' | 'order.dispatched',
>(stack: PaymentsStack, type: K, payload: EventPayload<K>, id: string = randomUUID()) {
  return stack.service.app.get(EventPublisher).publish(type, payload, { id });
}

export const accepted = (orderId: string): EventPayload<'order.accepted'> => ({
  order: snapshotOf(orderId),
  acceptedAt: new Date().toISOString(),
  acceptedBy: staff,
  rateGuaranteedUntil: new Date(Date.now() + 86_400_000).toISOString(),
});

/** Cancelled by the customer (the Terms' fee) or by staff (fee "0"). */
export const cancelled = (
  orderId: string,
  by: 'customer' | 'staff',
  cancellationFeeGbp = '0',
): EventPayload<'order.cancelled'> => ({
  order: snapshotOf(orderId),
  cancelledAt: new Date().toISOString(),
  cancelledBy: by === 'staff' ? staff : customer,
  cancellationFeeGbp,
});
