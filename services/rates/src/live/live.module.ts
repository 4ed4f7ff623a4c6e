import { Module } from '@nestjs/common';
import { CurrenciesModule } from '../currencies/currencies.module';
import { LiveModeService } from './live-mode.service';
import { LiveConsumer } from './live.consumer';
import { RefreshMetrics } from './refresh.metrics';
import { RefreshRepository } from './refresh.repository';
import { RefreshService } from './refresh.service';

@Module({
  imports: [CurrenciesModule],
  controllers: [LiveConsumer],
  providers: [RefreshRepository, RefreshMetrics, RefreshService, LiveModeService],
})
export class LiveModule {}
