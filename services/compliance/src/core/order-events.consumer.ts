import { Controller } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { Clock, EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { OrderRecords } from './order-records';
import { OrdersProjection } from './orders-projection';

const ORDERS_QUEUE: EventQueue = {
  queue: 'compliance.orders',
  maxAttempts: 30,
  retryDelayMs: 10_000,
};

/** Keeps compliance.orders up to date with each order's progress and erasure. */
@Controller()
export class OrderEventsConsumer {
  constructor(
    private readonly records: OrderRecords,
    private readonly projection: OrdersProjection,
    private readonly clock: Clock,
  ) {}

  @EventHandler('order.placed', ORDERS_QUEUE)
  async onPlaced(event: EventEnvelope<'order.placed'>): Promise<void> {
    await this.records.record(
      event.payload.order,
      'placed',
      new Date(event.payload.order.placedAt),
    );
  }

  @EventHandler('order.accepted', ORDERS_QUEUE)
  async onAccepted(event: EventEnvelope<'order.accepted'>): Promise<void> {
    await this.records.record(event.payload.order, 'accepted', new Date(event.payload.acceptedAt));
  }

  @EventHandler('order.completed', ORDERS_QUEUE)
  async onCompleted(event: EventEnvelope<'order.completed'>): Promise<void> {
    await this.records.record(
      event.payload.order,
      'completed',
      new Date(event.payload.completedAt),
    );
  }

  @EventHandler('order.dispatched', ORDERS_QUEUE)
  async onDispatched(event: EventEnvelope<'order.dispatched'>): Promise<void> {
    await this.records.record(
      event.payload.order,
      'completed',
      new Date(event.payload.dispatchedAt),
    );
  }

  @EventHandler('order.cancelled', ORDERS_QUEUE)
  async onCancelled(event: EventEnvelope<'order.cancelled'>): Promise<void> {
    await this.records.record(
      event.payload.order,
      'cancelled',
      new Date(event.payload.cancelledAt),
    );
  }

  @EventHandler('order.personal_data_erased', ORDERS_QUEUE)
  async onErased(event: EventEnvelope<'order.personal_data_erased'>): Promise<void> {
    await this.projection.erase(event.payload.orderId, this.clock.now());
  }
}
