import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { LOGGER } from '@fx/service-kit';
import { renderEmail } from '../../templates/render';
import { emailFor } from '../mail-job';
import { Mailer } from '../mailer';
import { BRAND } from '../mail.tokens';
import type { Brand } from '../mail.tokens';
import { DeliverEmailCommand } from './deliver-email.command';

/** A failure is thrown, for the queue to retry the job or keep it as failed. */
@CommandHandler(DeliverEmailCommand)
export class DeliverEmailHandler implements ICommandHandler<DeliverEmailCommand> {
  constructor(
    private readonly mailer: Mailer,
    @Inject(BRAND) private readonly brand: Brand,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ jobId, job }: DeliverEmailCommand): Promise<string> {
    const email = renderEmail(emailFor(job, this.brand));
    const messageId = await this.mailer.send(
      { ...email, to: job.to, ...(job.replyTo ? { replyTo: job.replyTo } : {}) },
      job.template,
      jobId,
    );
    this.logger.info({ jobId, template: job.template }, 'e-mail sent');
    return messageId;
  }
}
