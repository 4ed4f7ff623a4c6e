import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/**
 * An order moved on (accepted, completed, cancelled or dispatched), or its buy-back guarantee
 * ends soon: the customer is told.
 */
export class SendOrderUpdateEmailCommand extends Command<void> {
  constructor(
    readonly event: EventEnvelope<
      | 'order.accepted'
      | 'order.completed'
      | 'order.cancelled'
      | 'order.dispatched'
      | 'order.buy_back_ending'
    >,
  ) {
    super();
  }
}
