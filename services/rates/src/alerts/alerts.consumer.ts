import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EventEnvelope, RpcRequest, RpcResponse } from '@fx/contracts';
import { EventHandler, RpcHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { CheckAlertsCommand } from './check-alerts/check-alerts.command';
import { ConfirmAlertCommand } from './confirm-alert/confirm-alert.command';
import { CreateAlertCommand } from './create-alert/create-alert.command';
import { DeleteAlertCommand } from './delete-alert/delete-alert.command';
import { EraseAlertsCommand } from './erase-alerts/erase-alerts.command';
import { GetAlertByTokenQuery } from './get-alert-by-token/get-alert-by-token.query';
import { ListAlertsQuery } from './list-alerts/list-alerts.query';
import { RequestAlertCommand } from './request-alert/request-alert.command';
import { SetAlertChannelCommand } from './set-alert-channel/set-alert-channel.command';
import { UnsubscribeAlertCommand } from './unsubscribe-alert/unsubscribe-alert.command';

const ALERTS_QUEUE: EventQueue = { queue: 'rates.alerts' };

/** RabbitMQ adapter: alert requests in, and the rate events that make alerts fire. */
@Controller()
export class AlertsConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('rates.alerts.create')
  create(request: RpcRequest<'rates.alerts.create'>): Promise<RpcResponse<'rates.alerts.create'>> {
    return this.commands.execute(new CreateAlertCommand(request));
  }

  @RpcHandler('rates.alerts.request')
  request(
    request: RpcRequest<'rates.alerts.request'>,
  ): Promise<RpcResponse<'rates.alerts.request'>> {
    return this.commands.execute(new RequestAlertCommand(request));
  }

  @RpcHandler('rates.alerts.confirm')
  confirm(
    request: RpcRequest<'rates.alerts.confirm'>,
  ): Promise<RpcResponse<'rates.alerts.confirm'>> {
    return this.commands.execute(new ConfirmAlertCommand(request.token));
  }

  @RpcHandler('rates.alerts.list')
  list(request: RpcRequest<'rates.alerts.list'>): Promise<RpcResponse<'rates.alerts.list'>> {
    return this.queries.execute(new ListAlertsQuery(request.email));
  }

  @RpcHandler('rates.alerts.delete')
  delete(request: RpcRequest<'rates.alerts.delete'>): Promise<RpcResponse<'rates.alerts.delete'>> {
    return this.commands.execute(new DeleteAlertCommand(request.id, request.email));
  }

  @RpcHandler('rates.alerts.setChannel')
  setChannel(
    request: RpcRequest<'rates.alerts.setChannel'>,
  ): Promise<RpcResponse<'rates.alerts.setChannel'>> {
    return this.commands.execute(new SetAlertChannelCommand(request));
  }

  @RpcHandler('rates.alerts.eraseAll')
  eraseAll(
    request: RpcRequest<'rates.alerts.eraseAll'>,
  ): Promise<RpcResponse<'rates.alerts.eraseAll'>> {
    return this.commands.execute(new EraseAlertsCommand(request.email));
  }

  @RpcHandler('rates.alerts.byToken')
  byToken(
    request: RpcRequest<'rates.alerts.byToken'>,
  ): Promise<RpcResponse<'rates.alerts.byToken'>> {
    return this.queries.execute(new GetAlertByTokenQuery(request.token));
  }

  @RpcHandler('rates.alerts.unsubscribe')
  unsubscribe(
    request: RpcRequest<'rates.alerts.unsubscribe'>,
  ): Promise<RpcResponse<'rates.alerts.unsubscribe'>> {
    return this.commands.execute(new UnsubscribeAlertCommand(request.token));
  }

  /** Each rate event is checked by one rates instance (competing consumers on one queue). */
  @EventHandler('rate.refreshed', ALERTS_QUEUE)
  async onRateRefreshed(event: EventEnvelope<'rate.refreshed'>): Promise<void> {
    await this.commands.execute(CheckAlertsCommand.ofRefresh(event.payload));
  }

  @EventHandler('currency.changed', ALERTS_QUEUE)
  async onCurrencyChanged(event: EventEnvelope<'currency.changed'>): Promise<void> {
    await this.commands.execute(CheckAlertsCommand.ofChange(event.payload));
  }
}
