import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { alertNotFound } from '../alert-views';
import { AlertsRepository } from '../alerts.repository';
import { DeleteAlertCommand } from './delete-alert.command';

/** Someone else's alert is as good as none. */
@CommandHandler(DeleteAlertCommand)
export class DeleteAlertHandler implements ICommandHandler<DeleteAlertCommand> {
  constructor(private readonly alerts: AlertsRepository) {}

  async execute({ id, email }: DeleteAlertCommand): Promise<{ deleted: true }> {
    if (!(await this.alerts.deleteOwned(id, email))) throw alertNotFound();
    return { deleted: true };
  }
}
