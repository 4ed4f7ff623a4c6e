import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/** An order moved on (accepted, completed or cancelled): the customer is told. */
export class SendOrderUpdateEmailCommand extends Command<void> {
  constructor(
    readonly event: EventEnvelope<'order.accepted' | 'order.completed' | 'order.cancelled'>,
  ) {
    super();
  }
}
