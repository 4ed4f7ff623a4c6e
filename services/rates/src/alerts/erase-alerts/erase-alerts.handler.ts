import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { AlertsRepository } from '../alerts.repository';
import { EraseAlertsCommand } from './erase-alerts.command';

/** Answers how many were erased (none is no error: erasure is asked again safely). */
@CommandHandler(EraseAlertsCommand)
export class EraseAlertsHandler implements ICommandHandler<EraseAlertsCommand> {
  constructor(private readonly alerts: AlertsRepository) {}

  async execute({ email }: EraseAlertsCommand): Promise<{ erased: number }> {
    return { erased: await this.alerts.deleteAllOf(email) };
  }
}
