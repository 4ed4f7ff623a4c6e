import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RateAlert } from '@fx/contracts';
import { toRateAlert } from '../alert-views';
import { NewAlerts } from '../new-alerts';
import { CreateAlertCommand } from './create-alert.command';

@CommandHandler(CreateAlertCommand)
export class CreateAlertHandler implements ICommandHandler<CreateAlertCommand> {
  constructor(private readonly alerts: NewAlerts) {}

  async execute({ request }: CreateAlertCommand): Promise<RateAlert> {
    const { row, currency } = await this.alerts.set({ ...request, status: 'active' });
    return toRateAlert(row, currency);
  }
}
