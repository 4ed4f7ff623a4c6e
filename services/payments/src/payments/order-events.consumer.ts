import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { SettleOrderCommand } from './settle-order/settle-order.command';

const ORDERS_QUEUE: EventQueue = { queue: 'payments.orders' };

/** The orders' events that move a card payment, on the service's own durable queue. */
@Controller()
export class OrderEventsConsumer {
  constructor(private readonly commands: CommandBus) {}

  @EventHandler('order.accepted', ORDERS_QUEUE)
  onAccepted(event: EventEnvelope<'order.accepted'>): Promise<void> {
    return this.commands.execute(
      new SettleOrderCommand({ kind: 'accepted', orderId: event.payload.order.orderId }),
    );
  }

  /** Captured at accept already; a hold not taken yet is taken now. */
  @EventHandler('order.dispatched', ORDERS_QUEUE)
  onDispatched(event: EventEnvelope<'order.dispatched'>): Promise<void> {
    return this.commands.execute(
      new SettleOrderCommand({ kind: 'dispatched', orderId: event.payload.order.orderId }),
    );
  }

  @EventHandler('order.cancelled', ORDERS_QUEUE)
  onCancelled(event: EventEnvelope<'order.cancelled'>): Promise<void> {
    return this.commands.execute(
      new SettleOrderCommand({
        kind: 'cancelled',
        orderId: event.payload.order.orderId,
        cancellationFeeGbp: event.payload.cancellationFeeGbp ?? '0',
      }),
    );
  }
}
