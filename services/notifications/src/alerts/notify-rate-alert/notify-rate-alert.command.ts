import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/**
 * An alert fired: the customer is told their rate is here, by e-mail, push or both as they chose.
 * The event's id is the alert's, so an alert can only ever be e-mailed, or pushed to a device, once.
 */
export class NotifyRateAlertCommand extends Command<void> {
  constructor(readonly event: EventEnvelope<'alert.triggered'>) {
    super();
  }
}
