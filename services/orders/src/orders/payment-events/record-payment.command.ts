import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/** What became of a card order's money after it was held: failed, captured, refunded, disputed. */
export class RecordPaymentCommand extends Command<void> {
  constructor(
    readonly event: EventEnvelope<
      | 'payment.failed'
      | 'payment.captured'
      | 'payment.refunded'
      | 'payment.refund_failed'
      | 'payment.disputed'
    >,
  ) {
    super();
  }
}
