import { Command } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';

/** An alert was asked for by e-mail: the link that confirms it. */
export class SendAlertConfirmationEmailCommand extends Command<void> {
  constructor(readonly event: EventEnvelope<'alert.requested'>) {
    super();
  }
}
