import { Optional } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail-queue';
import { PushNotifier } from '../../push/push-notifier';
import { alertPush } from '../../push/push-payloads';
import { NotifyRateAlertCommand } from './notify-rate-alert.command';

/**
 * The alert's e-mail and/or push, per its channel (events from before push: e-mail). A push-only
 * alert is e-mailed instead where it cannot be pushed (push off, or no device of the owner's
 * wants alerts), so an alert never fires unheard.
 */
@CommandHandler(NotifyRateAlertCommand)
export class NotifyRateAlertHandler implements ICommandHandler<NotifyRateAlertCommand> {
  constructor(
    private readonly mail: MailQueue,
    @Optional() private readonly push?: PushNotifier,
  ) {}

  async execute({ event }: NotifyRateAlertCommand): Promise<void> {
    const data = event.payload;
    const channel = data.channel ?? 'email';
    const push = channel === 'email' ? undefined : this.push;
    const devices = push ? await push.devicesFor(data.email, 'alerts') : [];
    // The e-mail first: its job id is the event's, so a retry after a failed push adds nothing.
    if (channel !== 'push' || devices.length === 0)
      await this.mail.enqueueFor(event, [{ template: 'rate-alert', to: data.email, data }]);
    if (push && devices.length > 0) await push.pushTo(event.id, devices, alertPush(data));
  }
}
