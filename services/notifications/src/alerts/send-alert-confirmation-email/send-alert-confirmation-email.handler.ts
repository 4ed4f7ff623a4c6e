import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail-queue';
import { SendAlertConfirmationEmailCommand } from './send-alert-confirmation-email.command';

@CommandHandler(SendAlertConfirmationEmailCommand)
export class SendAlertConfirmationEmailHandler implements ICommandHandler<SendAlertConfirmationEmailCommand> {
  constructor(private readonly mail: MailQueue) {}

  execute({ event }: SendAlertConfirmationEmailCommand): Promise<void> {
    const data = event.payload;
    return this.mail.enqueueFor(event, [{ template: 'alert-confirmation', to: data.email, data }]);
  }
}
