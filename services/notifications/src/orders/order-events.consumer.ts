import { Controller, Inject } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { MailQueue } from '../mail/mail-queue';
import type { MailJob } from '../mail/mail-job';
import { MAIL_OPTIONS } from '../mail/mail.tokens';
import type { MailOptions } from '../mail/mail.tokens';

const ORDERS_QUEUE: EventQueue = { queue: 'notifications.orders' };

/**
 * Turns each order event into e-mail jobs, on the service's own durable queue. A job id is the
 * event id and the template, so a redelivered event adds nothing.
 */
@Controller()
export class OrderEventsConsumer {
  constructor(
    private readonly mail: MailQueue,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  @EventHandler('order.placed', ORDERS_QUEUE)
  onOrderPlaced(event: EventEnvelope<'order.placed'>): Promise<void> {
    const data = event.payload;
    return this.send(event, [
      { template: 'order-confirmation', to: data.order.customer.email, data },
      {
        template: 'branch-alert',
        to: this.options.branchInbox,
        replyTo: data.order.customer.email,
        data,
      },
    ]);
  }

  @EventHandler('order.accepted', ORDERS_QUEUE)
  onOrderAccepted(event: EventEnvelope<'order.accepted'>): Promise<void> {
    const data = event.payload;
    return this.send(event, [{ template: 'order-accepted', to: data.order.customer.email, data }]);
  }

  @EventHandler('order.completed', ORDERS_QUEUE)
  onOrderCompleted(event: EventEnvelope<'order.completed'>): Promise<void> {
    const data = event.payload;
    return this.send(event, [{ template: 'order-completed', to: data.order.customer.email, data }]);
  }

  @EventHandler('order.cancelled', ORDERS_QUEUE)
  onOrderCancelled(event: EventEnvelope<'order.cancelled'>): Promise<void> {
    const data = event.payload;
    return this.send(event, [{ template: 'order-cancelled', to: data.order.customer.email, data }]);
  }

  private async send(event: EventEnvelope, jobs: MailJob[]): Promise<void> {
    await this.mail.enqueue(jobs.map((job) => ({ id: `${event.id}.${job.template}`, job })));
  }
}
