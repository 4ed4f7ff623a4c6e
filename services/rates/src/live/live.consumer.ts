import { Controller } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { LiveModeService } from './live-mode.service';
import { RefreshService } from './refresh.service';

/** RabbitMQ adapter for live mode, manual refresh and history. */
@Controller()
export class LiveConsumer {
  constructor(
    private readonly live: LiveModeService,
    private readonly refresh: RefreshService,
  ) {}

  @RpcHandler('rates.live.get')
  get(): Promise<RpcResponse<'rates.live.get'>> {
    return this.live.status();
  }

  @RpcHandler('rates.live.set')
  set(request: RpcRequest<'rates.live.set'>): Promise<RpcResponse<'rates.live.set'>> {
    return this.live.set(request.change, request.changedBy);
  }

  @RpcHandler('rates.refreshNow')
  refreshNow(): Promise<RpcResponse<'rates.refreshNow'>> {
    return this.refresh.refreshAll();
  }

  @RpcHandler('rates.currencies.history')
  history(
    request: RpcRequest<'rates.currencies.history'>,
  ): Promise<RpcResponse<'rates.currencies.history'>> {
    return this.refresh.history(request.code, request.days);
  }
}
