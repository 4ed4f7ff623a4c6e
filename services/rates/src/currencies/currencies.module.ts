import { Module } from '@nestjs/common';
import { CurrenciesConsumer } from './currencies.consumer';
import { CurrenciesRepository } from './currencies.repository';
import { CurrenciesService } from './currencies.service';
import { RateAgeMetrics } from './rate-age.metrics';
import { RateTableCache } from './rate-table-cache';
import { RatesStatusRepository } from './rates-status.repository';
import { RatesStatusService } from './rates-status.service';

@Module({
  controllers: [CurrenciesConsumer],
  providers: [
    CurrenciesRepository,
    CurrenciesService,
    RateTableCache,
    RateAgeMetrics,
    RatesStatusRepository,
    RatesStatusService,
  ],
  exports: [CurrenciesService, RatesStatusService],
})
export class CurrenciesModule {}
