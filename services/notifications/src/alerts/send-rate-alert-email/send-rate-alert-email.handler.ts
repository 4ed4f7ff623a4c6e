import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail-queue';
import { SendRateAlertEmailCommand } from './send-rate-alert-email.command';

@CommandHandler(SendRateAlertEmailCommand)
export class SendRateAlertEmailHandler implements ICommandHandler<SendRateAlertEmailCommand> {
  constructor(private readonly mail: MailQueue) {}

  execute({ event }: SendRateAlertEmailCommand): Promise<void> {
    const data = event.payload;
    return this.mail.enqueueFor(event, [{ template: 'rate-alert', to: data.email, data }]);
  }
}
