import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { liveModeSchema, liveModeUpdateSchema, refreshSummarySchema } from '@fx/contracts';
import type { LiveMode, LiveModeUpdate, RefreshSummary } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodBody } from '../http/zod-body';

/** Live mode ('Get the Latest' / 'Stop the Latest') and a manual refresh. Admins only. */
@Controller('admin/rates')
export class AdminRatesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({ summary: "Live mode ('Get the Latest')", response: liveModeSchema })
  @Get('live')
  live(): Promise<LiveMode> {
    return this.rpc.request('rates.live.get', {});
  }

  @ApiRoute({ summary: 'Live mode on or off', response: liveModeSchema })
  @Put('live')
  setLive(
    @ZodBody(liveModeUpdateSchema) change: LiveModeUpdate,
    @CurrentCaller() caller: Caller,
  ): Promise<LiveMode> {
    return this.rpc.request('rates.live.set', { change, changedBy: caller.identity.email });
  }

  /** Refreshes every active currency now; waits for the provider, so it may take a few seconds. */
  @ApiRoute({ summary: 'Refreshes every active currency now', response: refreshSummarySchema })
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
