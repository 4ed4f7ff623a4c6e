import { Controller } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { MailQueue } from '../mail/mail-queue';

/**
 * Rate-alert e-mails: the confirmation link of an alert set by e-mail, and the alert itself. The
 * job id is the event id and the template; an alert.triggered event's id is the alert's, so an
 * alert can only ever be e-mailed once.
 */
const ALERTS_QUEUE: EventQueue = { queue: 'notifications.alerts' };

@Controller()
export class AlertEventsConsumer {
  constructor(private readonly mail: MailQueue) {}

  @EventHandler('alert.requested', ALERTS_QUEUE)
  async onAlertRequested(event: EventEnvelope<'alert.requested'>): Promise<void> {
    const data = event.payload;
    await this.mail.enqueue([
      {
        id: `${event.id}.alert-confirmation`,
        job: { template: 'alert-confirmation', to: data.email, data },
      },
    ]);
  }

  @EventHandler('alert.triggered', ALERTS_QUEUE)
  async onAlertTriggered(event: EventEnvelope<'alert.triggered'>): Promise<void> {
    const data = event.payload;
    await this.mail.enqueue([
      { id: `${event.id}.rate-alert`, job: { template: 'rate-alert', to: data.email, data } },
    ]);
  }
}
