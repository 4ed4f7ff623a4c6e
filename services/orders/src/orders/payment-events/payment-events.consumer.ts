import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { PayOrderCommand } from './pay-order.command';
import { RecordPaymentCommand } from './record-payment.command';

const PAYMENTS_QUEUE: EventQueue = { queue: 'orders.payments' };

/**
 * The payments service's events move card orders, on the orders service's own durable queue: the
 * card held pays the order; the rest say what became of the money. Each handler is idempotent, so
 * a redelivered event changes nothing.
 */
@Controller()
export class PaymentEventsConsumer {
  constructor(private readonly commands: CommandBus) {}

  @EventHandler('payment.authorised', PAYMENTS_QUEUE)
  onAuthorised(event: EventEnvelope<'payment.authorised'>): Promise<void> {
    return this.commands.execute(new PayOrderCommand(event.payload));
  }

  @EventHandler('payment.failed', PAYMENTS_QUEUE)
  onFailed(event: EventEnvelope<'payment.failed'>): Promise<void> {
    return this.commands.execute(new RecordPaymentCommand(event));
  }

  @EventHandler('payment.captured', PAYMENTS_QUEUE)
  onCaptured(event: EventEnvelope<'payment.captured'>): Promise<void> {
    return this.commands.execute(new RecordPaymentCommand(event));
  }

  @EventHandler('payment.refunded', PAYMENTS_QUEUE)
  onRefunded(event: EventEnvelope<'payment.refunded'>): Promise<void> {
    return this.commands.execute(new RecordPaymentCommand(event));
  }

  @EventHandler('payment.refund_failed', PAYMENTS_QUEUE)
  onRefundFailed(event: EventEnvelope<'payment.refund_failed'>): Promise<void> {
    return this.commands.execute(new RecordPaymentCommand(event));
  }

  @EventHandler('payment.disputed', PAYMENTS_QUEUE)
  onDisputed(event: EventEnvelope<'payment.disputed'>): Promise<void> {
    return this.commands.execute(new RecordPaymentCommand(event));
  }
}
