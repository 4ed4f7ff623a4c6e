import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { liveModeUpdateSchema } from '@fx/contracts';
import type { LiveMode, LiveModeUpdate, RefreshSummary } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodBody } from '../http/zod-body';

/** Live mode ('Get the Latest' / 'Stop the Latest') and a manual refresh. Admins only. */
@Controller('admin/rates')
export class AdminRatesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('live')
  live(): Promise<LiveMode> {
    return this.rpc.request('rates.live.get', {});
  }

  @Put('live')
  setLive(
    @ZodBody(liveModeUpdateSchema) change: LiveModeUpdate,
    @CurrentCaller() caller: Caller,
  ): Promise<LiveMode> {
    return this.rpc.request('rates.live.set', { change, changedBy: caller.identity.email });
  }

  /** Refreshes every active currency now; waits for the provider, so it may take a few seconds. */
  @Post('refresh')
  @HttpCode(200)
  refresh(@CurrentCaller() caller: Caller): Promise<RefreshSummary> {
    return this.rpc.request(
      'rates.refreshNow',
      { changedBy: caller.identity.email },
      { timeoutMs: 30_000 },
    );
  }
}
