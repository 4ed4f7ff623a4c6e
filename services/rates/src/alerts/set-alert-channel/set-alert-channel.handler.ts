import { CommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { AlertMessages } from '@fx/contracts';
import type { RateAlert } from '@fx/contracts';
import { Clock, DomainError } from '@fx/service-kit';
import { alertNotFound, withCurrency } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { SetAlertChannelCommand } from './set-alert-channel.command';

/**
 * Someone else's alert is as good as none (as deleting it); one that has fired keeps the channel
 * it was sent by.
 */
@CommandHandler(SetAlertChannelCommand)
export class SetAlertChannelHandler implements ICommandHandler<SetAlertChannelCommand> {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ request }: SetAlertChannelCommand): Promise<RateAlert> {
    const { id, email, channel } = request;
    const row = await this.alerts.setChannelOwned(id, email, channel, this.clock.now());
    if (row === null) throw alertNotFound();
    if (row === 'sent') throw new DomainError('ALERT_ALREADY_SENT', AlertMessages.alreadySent);
    return withCurrency(this.queries, row);
  }
}
