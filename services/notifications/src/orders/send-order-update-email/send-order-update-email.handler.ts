import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail-queue';
import type { MailJob } from '../../mail/mail-job';
import { SendOrderUpdateEmailCommand } from './send-order-update-email.command';

@CommandHandler(SendOrderUpdateEmailCommand)
export class SendOrderUpdateEmailHandler implements ICommandHandler<SendOrderUpdateEmailCommand> {
  constructor(private readonly mail: MailQueue) {}

  execute({ event }: SendOrderUpdateEmailCommand): Promise<void> {
    return this.mail.enqueueFor(event, [emailOf(event)]);
  }
}

/** The e-mail of each move, to the customer. */
function emailOf(event: SendOrderUpdateEmailCommand['event']): MailJob {
  const to = event.payload.order.customer.email;
  switch (event.type) {
    case 'order.accepted':
      return { template: 'order-accepted', to, data: event.payload };
    case 'order.completed':
      return { template: 'order-completed', to, data: event.payload };
    case 'order.cancelled':
      return { template: 'order-cancelled', to, data: event.payload };
  }
}
