import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { GetLiveModeQuery } from './get-live-mode/get-live-mode.query';
import { GetRateHistoryQuery } from './get-rate-history/get-rate-history.query';
import { RefreshRatesCommand } from './refresh-rates/refresh-rates.command';
import { SetLiveModeCommand } from './set-live-mode/set-live-mode.command';

/** RabbitMQ adapter for live mode, manual refresh and history. */
@Controller()
export class LiveConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('rates.live.get')
  get(): Promise<RpcResponse<'rates.live.get'>> {
    return this.queries.execute(new GetLiveModeQuery());
  }

  @RpcHandler('rates.live.set')
  set(request: RpcRequest<'rates.live.set'>): Promise<RpcResponse<'rates.live.set'>> {
    return this.commands.execute(new SetLiveModeCommand(request.change, request.changedBy));
  }

  @RpcHandler('rates.refreshNow')
  refreshNow(): Promise<RpcResponse<'rates.refreshNow'>> {
    return this.commands.execute(new RefreshRatesCommand());
  }

  @RpcHandler('rates.currencies.history')
  history(
    request: RpcRequest<'rates.currencies.history'>,
  ): Promise<RpcResponse<'rates.currencies.history'>> {
    return this.queries.execute(new GetRateHistoryQuery(request.code, request.days));
  }
}
