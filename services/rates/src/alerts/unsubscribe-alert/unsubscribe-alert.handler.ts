import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { alertNotFound } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { UnsubscribeAlertCommand } from './unsubscribe-alert.command';

@CommandHandler(UnsubscribeAlertCommand)
export class UnsubscribeAlertHandler implements ICommandHandler<UnsubscribeAlertCommand> {
  constructor(private readonly alerts: AlertsRepository) {}

  async execute({ token }: UnsubscribeAlertCommand): Promise<{ deleted: true }> {
    if (!(await this.alerts.deleteByToken(token)))
      throw alertNotFound('This alert has already been removed.');
    return { deleted: true };
  }
}
