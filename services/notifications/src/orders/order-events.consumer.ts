import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { SendOrderPlacedEmailsCommand } from './send-order-placed-emails/send-order-placed-emails.command';
import { SendOrderUpdateEmailCommand } from './send-order-update-email/send-order-update-email.command';

const ORDERS_QUEUE: EventQueue = { queue: 'notifications.orders', background: true };

/**
 * Turns each order event into e-mail jobs, on the service's own durable queue. A job id is the
 * event id and the template, so a redelivered event adds nothing.
 */
@Controller()
export class OrderEventsConsumer {
  constructor(private readonly commands: CommandBus) {}

  @EventHandler('order.placed', ORDERS_QUEUE)
  onOrderPlaced(event: EventEnvelope<'order.placed'>): Promise<void> {
    return this.commands.execute(new SendOrderPlacedEmailsCommand(event));
  }

  @EventHandler('order.accepted', ORDERS_QUEUE)
  onOrderAccepted(event: EventEnvelope<'order.accepted'>): Promise<void> {
    return this.commands.execute(new SendOrderUpdateEmailCommand(event));
  }

  @EventHandler('order.completed', ORDERS_QUEUE)
  onOrderCompleted(event: EventEnvelope<'order.completed'>): Promise<void> {
    return this.commands.execute(new SendOrderUpdateEmailCommand(event));
  }

  @EventHandler('order.cancelled', ORDERS_QUEUE)
  onOrderCancelled(event: EventEnvelope<'order.cancelled'>): Promise<void> {
    return this.commands.execute(new SendOrderUpdateEmailCommand(event));
  }

  @EventHandler('order.dispatched', ORDERS_QUEUE)
  onOrderDispatched(event: EventEnvelope<'order.dispatched'>): Promise<void> {
    return this.commands.execute(new SendOrderUpdateEmailCommand(event));
  }

  @EventHandler('order.buy_back_ending', ORDERS_QUEUE)
  onBuyBackEnding(event: EventEnvelope<'order.buy_back_ending'>): Promise<void> {
    return this.commands.execute(new SendOrderUpdateEmailCommand(event));
  }
}
