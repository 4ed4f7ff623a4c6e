import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail-queue';
import type { MailJob } from '../../mail/mail-job';
import { SendOrderUpdateEmailCommand } from './send-order-update-email.command';

@CommandHandler(SendOrderUpdateEmailCommand)
export class SendOrderUpdateEmailHandler implements ICommandHandler<SendOrderUpdateEmailCommand> {
  constructor(private readonly mail: MailQueue) {}

  execute({ event }: SendOrderUpdateEmailCommand): Promise<void> {
    return this.mail.enqueueFor(event, emailsOf(event));
  }
}

/**
 * The e-mail of each move, to the customer. A delivery order completes when it is dispatched:
 * the dispatch e-mail, with its tracking number, says so, and "thank you for collecting" would not.
 */
function emailsOf(event: SendOrderUpdateEmailCommand['event']): MailJob[] {
  const to = event.payload.order.customer.email;
  switch (event.type) {
    case 'order.accepted':
      return [{ template: 'order-accepted', to, data: event.payload }];
    case 'order.completed':
      if (event.payload.order.fulfilment?.kind === 'delivery') return [];
      return [{ template: 'order-completed', to, data: event.payload }];
    case 'order.cancelled':
      // A checkout that failed before the order was placed: the customer saw it on the page.
      if (event.payload.placed === false) return [];
      return [{ template: 'order-cancelled', to, data: event.payload }];
    case 'order.dispatched':
      return [{ template: 'order-dispatched', to, data: event.payload }];
    case 'order.buy_back_ending':
      return [{ template: 'buy-back-ending', to, data: event.payload }];
  }
}
