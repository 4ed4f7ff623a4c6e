import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CurrencyEntity } from './currency.entity';
import { CurrenciesConsumer } from './currencies.consumer';
import { CurrenciesRepository } from './currencies.repository';
import { CurrenciesService } from './currencies.service';
import { RateTableCache } from './rate-table-cache';
import { RatesStatusService } from './rates-status.service';

@Module({
  imports: [TypeOrmModule.forFeature([CurrencyEntity])],
  providers: [
    CurrenciesRepository,
    CurrenciesService,
    CurrenciesConsumer,
    RateTableCache,
    RatesStatusService,
  ],
  exports: [CurrenciesService, RatesStatusService],
})
export class CurrenciesModule {}
