import { CommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { AlertMessages } from '@fx/contracts';
import type { RateAlert } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { alertNotFound, withCurrency } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { ConfirmAlertCommand } from './confirm-alert.command';

/** Active from now; a link that has expired or was never sent is a bad link. */
@CommandHandler(ConfirmAlertCommand)
export class ConfirmAlertHandler implements ICommandHandler<ConfirmAlertCommand> {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmAlertCommand): Promise<RateAlert> {
    const row = await this.alerts.confirm(token, this.clock.now());
    if (!row || row.status === 'unconfirmed') throw alertNotFound(AlertMessages.badLink);
    return withCurrency(this.queries, row);
  }
}
