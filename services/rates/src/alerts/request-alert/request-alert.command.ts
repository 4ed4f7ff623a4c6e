import { Command } from '@nestjs/cqrs';
import type { AlertPending, RpcRequest } from '@fx/contracts';

/** An alert asked for by e-mail: kept unconfirmed until the link in the e-mail is followed. */
export class RequestAlertCommand extends Command<AlertPending> {
  constructor(readonly request: RpcRequest<'rates.alerts.request'>) {
    super();
  }
}
