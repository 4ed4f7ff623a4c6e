import { Controller, Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@fx/contracts';
import { AmqpConnection, Clock, EventHandler, LOGGER, scrubDeadLetters } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { OrderRecords } from './order-records';
import { OrdersProjection } from './orders-projection';

/** The service's order event queues, whose dead letters may hold an erased order's data. */
const ORDER_EVENT_QUEUES = ['compliance.orders', 'compliance.screening', 'compliance.cases'];

/** The core's queue; order.placed on it is taken by the cases module's OrderIntake. */
export const ORDERS_QUEUE: EventQueue = {
  queue: 'compliance.orders',
  maxAttempts: 30,
  retryDelayMs: 10_000,
  background: true,
};

/** Keeps compliance.orders up to date with each order's progress and erasure (dead letters too). */
@Controller()
export class OrderEventsConsumer {
  constructor(
    private readonly records: OrderRecords,
    private readonly projection: OrdersProjection,
    private readonly clock: Clock,
    private readonly connection: AmqpConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

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
    // Dead letters about the order go too: nothing will replay them once it is erased.
    const orderIds = new Set([event.payload.orderId]);
    await scrubDeadLetters(this.connection, ORDER_EVENT_QUEUES, orderIds, this.logger);
  }
}
