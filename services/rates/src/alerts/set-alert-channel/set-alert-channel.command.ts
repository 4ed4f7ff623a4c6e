import { Command } from '@nestjs/cqrs';
import type { RateAlert, RpcRequest } from '@fx/contracts';

/** A signed-in customer changes how one of their alerts that has not fired reaches them. */
export class SetAlertChannelCommand extends Command<RateAlert> {
  constructor(readonly request: RpcRequest<'rates.alerts.setChannel'>) {
    super();
  }
}
