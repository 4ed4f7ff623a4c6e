import { Command } from '@nestjs/cqrs';
import type { RateAlert, RpcRequest } from '@fx/contracts';

/** A signed-in customer's alert, active at once (their e-mail is verified). */
export class CreateAlertCommand extends Command<RateAlert> {
  constructor(readonly request: RpcRequest<'rates.alerts.create'>) {
    super();
  }
}
