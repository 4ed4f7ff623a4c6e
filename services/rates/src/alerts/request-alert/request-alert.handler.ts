import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { AlertPending } from '@fx/contracts';
import { NewAlerts } from '../new-alerts';
import { RequestAlertCommand } from './request-alert.command';

@CommandHandler(RequestAlertCommand)
export class RequestAlertHandler implements ICommandHandler<RequestAlertCommand> {
  constructor(private readonly alerts: NewAlerts) {}

  async execute({ request }: RequestAlertCommand): Promise<AlertPending> {
    await this.alerts.set({ ...request, uid: null, status: 'unconfirmed' });
    return {
      status: 'unconfirmed',
      message: `Check your inbox: we have sent a link to ${request.email} to confirm this alert.`,
    };
  }
}
