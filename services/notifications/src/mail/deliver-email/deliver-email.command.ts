import { Command } from '@nestjs/cqrs';
import type { MailJob } from '../mail-job';

/** A queued e-mail's turn (the BullMQ worker): rendered and handed to SMTP. Answers its message id. */
export class DeliverEmailCommand extends Command<string> {
  constructor(
    readonly jobId: string | undefined,
    readonly job: MailJob,
  ) {
    super();
  }
}
