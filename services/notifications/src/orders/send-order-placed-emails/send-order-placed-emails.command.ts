import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/** An order was placed: its confirmation to the customer, and its alert to the branch. */
export class SendOrderPlacedEmailsCommand extends Command<void> {
  constructor(readonly event: EventEnvelope<'order.placed'>) {
    super();
  }
}
