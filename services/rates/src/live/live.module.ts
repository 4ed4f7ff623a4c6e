import { Module } from '@nestjs/common';
import { CurrenciesModule } from '../currencies/currencies.module';
import { GetLiveModeHandler } from './get-live-mode/get-live-mode.handler';
import { GetRateHistoryHandler } from './get-rate-history/get-rate-history.handler';
import { LiveConsumer } from './live.consumer';
import { RefreshRatesHandler } from './refresh-rates/refresh-rates.handler';
import { RefreshSchedule } from './refresh-schedule';
import { RefreshMetrics } from './refresh.metrics';
import { RefreshRepository } from './refresh.repository';
import { SetLiveModeHandler } from './set-live-mode/set-live-mode.handler';

@Module({
  imports: [CurrenciesModule],
  controllers: [LiveConsumer],
  providers: [
    RefreshRepository,
    RefreshMetrics,
    RefreshSchedule,
    RefreshRatesHandler,
    GetLiveModeHandler,
    SetLiveModeHandler,
    GetRateHistoryHandler,
  ],
})
export class LiveModule {}
