import { Injectable } from '@nestjs/common';
import type { AlertRequested, AlertTriggered, EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import { MailQueue } from '../mail/mail-queue';

/**
 * Rate-alert e-mails: the confirmation link of an alert set by e-mail, and the alert itself. The
 * job id is the event id and the template; an alert.triggered event's id is the alert's, so an
 * alert can only ever be e-mailed once.
 */
@Injectable()
export class AlertEventsConsumer {
  constructor(private readonly mail: MailQueue) {}

  @EventHandler({ queue: 'notifications.alerts', events: ['alert.requested', 'alert.triggered'] })
  async handle(event: EventEnvelope): Promise<void> {
    if (event.type === 'alert.requested') {
      const data = event.payload as AlertRequested;
      await this.mail.enqueue([
        {
          id: `${event.id}.alert-confirmation`,
          job: { template: 'alert-confirmation', to: data.email, data },
        },
      ]);
    } else if (event.type === 'alert.triggered') {
      const data = event.payload as AlertTriggered;
      await this.mail.enqueue([
        { id: `${event.id}.rate-alert`, job: { template: 'rate-alert', to: data.email, data } },
      ]);
    }
  }
}
