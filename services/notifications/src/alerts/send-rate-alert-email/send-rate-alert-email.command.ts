import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/**
 * An alert fired: the customer is told their rate is here. The event's id is the alert's, so an
 * alert can only ever be e-mailed once.
 */
export class SendRateAlertEmailCommand extends Command<void> {
  constructor(readonly event: EventEnvelope<'alert.triggered'>) {
    super();
  }
}
