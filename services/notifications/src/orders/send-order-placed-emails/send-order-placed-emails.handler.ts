import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail-queue';
import { MAIL_OPTIONS } from '../../mail/mail.tokens';
import type { MailOptions } from '../../mail/mail.tokens';
import { SendOrderPlacedEmailsCommand } from './send-order-placed-emails.command';

/** The branch's alert answers to the customer. */
@CommandHandler(SendOrderPlacedEmailsCommand)
export class SendOrderPlacedEmailsHandler implements ICommandHandler<SendOrderPlacedEmailsCommand> {
  constructor(
    private readonly mail: MailQueue,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  execute({ event }: SendOrderPlacedEmailsCommand): Promise<void> {
    const data = event.payload;
    return this.mail.enqueueFor(event, [
      { template: 'order-confirmation', to: data.order.customer.email, data },
      {
        template: 'branch-alert',
        to: this.options.branchInbox,
        replyTo: data.order.customer.email,
        data,
      },
    ]);
  }
}
