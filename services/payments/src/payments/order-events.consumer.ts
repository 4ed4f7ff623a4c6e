import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope, OrderSnapshot } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { SettleOrderCommand } from './settle-order/settle-order.command';

/**
 * Money must not be left held when the provider is out of reach for a while: an event is retried
 * every 10 s for 5 minutes before it is dead-lettered (and the reconciliation then shows the
 * payment of a cancelled order still held).
 */
const ORDERS_QUEUE: EventQueue = {
  queue: 'payments.orders',
  maxAttempts: 30,
  retryDelayMs: 10_000,
};

/** The orders' events that move a card payment, on the service's own durable queue. */
@Controller()
export class OrderEventsConsumer {
  constructor(private readonly commands: CommandBus) {}

  @EventHandler('order.accepted', ORDERS_QUEUE)
  onAccepted(event: EventEnvelope<'order.accepted'>): Promise<void> {
    return this.commands.execute(
      new SettleOrderCommand({ kind: 'accepted', ...orderOf(event.payload.order) }),
    );
  }

  /** Captured at accept already; a hold not taken yet is taken now. */
  @EventHandler('order.dispatched', ORDERS_QUEUE)
  onDispatched(event: EventEnvelope<'order.dispatched'>): Promise<void> {
    return this.commands.execute(
      new SettleOrderCommand({ kind: 'dispatched', ...orderOf(event.payload.order) }),
    );
  }

  @EventHandler('order.cancelled', ORDERS_QUEUE)
  onCancelled(event: EventEnvelope<'order.cancelled'>): Promise<void> {
    return this.commands.execute(
      new SettleOrderCommand({
        kind: 'cancelled',
        ...orderOf(event.payload.order),
        cancellationFeeGbp: event.payload.cancellationFeeGbp ?? '0',
      }),
    );
  }
}

const orderOf = ({ orderId, orderNumber }: OrderSnapshot) => ({ orderId, orderNumber });
