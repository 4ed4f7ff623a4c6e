import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { SendAlertConfirmationEmailCommand } from './send-alert-confirmation-email/send-alert-confirmation-email.command';
import { NotifyRateAlertCommand } from './notify-rate-alert/notify-rate-alert.command';
import { PUSH_RETRIES } from '../push/push-notifier';

/**
 * Rate-alert e-mails and pushes: the confirmation link of an alert set by e-mail, and the alert
 * itself. The job id is the event id and the template, and a push is claimed per event and device;
 * an alert.triggered event's id is the alert's, so an alert can only ever be sent once. Retried
 * for longer than a push claim's lease, so an alert whose push's sender died is still pushed.
 */
const ALERTS_QUEUE: EventQueue = { queue: 'notifications.alerts', ...PUSH_RETRIES };

@Controller()
export class AlertEventsConsumer {
  constructor(private readonly commands: CommandBus) {}

  @EventHandler('alert.requested', ALERTS_QUEUE)
  async onAlertRequested(event: EventEnvelope<'alert.requested'>): Promise<void> {
    await this.commands.execute(new SendAlertConfirmationEmailCommand(event));
  }

  @EventHandler('alert.triggered', ALERTS_QUEUE)
  async onAlertTriggered(event: EventEnvelope<'alert.triggered'>): Promise<void> {
    await this.commands.execute(new NotifyRateAlertCommand(event));
  }
}
