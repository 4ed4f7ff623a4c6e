import { Inject, Injectable } from '@nestjs/common';
import type {
  EventEnvelope,
  OrderAccepted,
  OrderCancelled,
  OrderCompleted,
  OrderPlaced,
} from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import { MailQueue } from '../mail/mail-queue';
import type { MailJob } from '../mail/mail-job';
import { MAIL_OPTIONS } from '../mail/mail.tokens';
import type { MailOptions } from '../mail/mail.tokens';

/**
 * Turns each order event into e-mail jobs, on the service's own durable queue. A job id is the
 * event id and the template, so a redelivered event adds nothing.
 */
@Injectable()
export class OrderEventsConsumer {
  constructor(
    private readonly mail: MailQueue,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  @EventHandler({
    queue: 'notifications.orders',
    events: ['order.placed', 'order.accepted', 'order.completed', 'order.cancelled'],
  })
  async handle(event: EventEnvelope): Promise<void> {
    const jobs = this.jobsFor(event);
    await this.mail.enqueue(jobs.map((job) => ({ id: `${event.id}.${job.template}`, job })));
  }

  private jobsFor(event: EventEnvelope): MailJob[] {
    switch (event.type) {
      case 'order.placed': {
        const data = event.payload as OrderPlaced;
        return [
          { template: 'order-confirmation', to: data.order.customer.email, data },
          {
            template: 'branch-alert',
            to: this.options.branchInbox,
            replyTo: data.order.customer.email,
            data,
          },
        ];
      }
      case 'order.accepted': {
        const data = event.payload as OrderAccepted;
        return [{ template: 'order-accepted', to: data.order.customer.email, data }];
      }
      case 'order.completed': {
        const data = event.payload as OrderCompleted;
        return [{ template: 'order-completed', to: data.order.customer.email, data }];
      }
      case 'order.cancelled': {
        const data = event.payload as OrderCancelled;
        return [{ template: 'order-cancelled', to: data.order.customer.email, data }];
      }
      case 'rate.refreshed':
      case 'currency.changed':
      case 'user.promoted':
      case 'alert.requested':
      case 'alert.triggered':
        return [];
    }
  }
}
