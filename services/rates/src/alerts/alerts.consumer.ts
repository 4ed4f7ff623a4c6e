import { Controller } from '@nestjs/common';
import type { EventEnvelope, RpcRequest, RpcResponse } from '@fx/contracts';
import { EventHandler, RpcHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { AlertsService } from './alerts.service';

const ALERTS_QUEUE: EventQueue = { queue: 'rates.alerts' };

/** RabbitMQ adapter: alert requests in, and the rate events that make alerts fire. */
@Controller()
export class AlertsConsumer {
  constructor(private readonly alerts: AlertsService) {}

  @RpcHandler('rates.alerts.create')
  create(request: RpcRequest<'rates.alerts.create'>): Promise<RpcResponse<'rates.alerts.create'>> {
    return this.alerts.create(request);
  }

  @RpcHandler('rates.alerts.request')
  request(
    request: RpcRequest<'rates.alerts.request'>,
  ): Promise<RpcResponse<'rates.alerts.request'>> {
    return this.alerts.request(request);
  }

  @RpcHandler('rates.alerts.confirm')
  confirm(
    request: RpcRequest<'rates.alerts.confirm'>,
  ): Promise<RpcResponse<'rates.alerts.confirm'>> {
    return this.alerts.confirm(request.token);
  }

  @RpcHandler('rates.alerts.list')
  list(request: RpcRequest<'rates.alerts.list'>): Promise<RpcResponse<'rates.alerts.list'>> {
    return this.alerts.list(request.email);
  }

  @RpcHandler('rates.alerts.delete')
  delete(request: RpcRequest<'rates.alerts.delete'>): Promise<RpcResponse<'rates.alerts.delete'>> {
    return this.alerts.delete(request.id, request.email);
  }

  @RpcHandler('rates.alerts.byToken')
  byToken(
    request: RpcRequest<'rates.alerts.byToken'>,
  ): Promise<RpcResponse<'rates.alerts.byToken'>> {
    return this.alerts.byToken(request.token);
  }

  @RpcHandler('rates.alerts.unsubscribe')
  unsubscribe(
    request: RpcRequest<'rates.alerts.unsubscribe'>,
  ): Promise<RpcResponse<'rates.alerts.unsubscribe'>> {
    return this.alerts.unsubscribe(request.token);
  }

  /** Each rate event is checked by one rates instance (competing consumers on one queue). */
  @EventHandler('rate.refreshed', ALERTS_QUEUE)
  async onRateRefreshed(event: EventEnvelope<'rate.refreshed'>): Promise<void> {
    await this.alerts.onRefresh(event.payload);
  }

  @EventHandler('currency.changed', ALERTS_QUEUE)
  async onCurrencyChanged(event: EventEnvelope<'currency.changed'>): Promise<void> {
    await this.alerts.onCurrencyChanged(event.payload);
  }
}
