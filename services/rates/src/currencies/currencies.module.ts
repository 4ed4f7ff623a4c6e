import { Module } from '@nestjs/common';
import { AddCurrencyHandler } from './add-currency/add-currency.handler';
import { CheckCurrencyHandler } from './check-currency/check-currency.handler';
import { CurrenciesConsumer } from './currencies.consumer';
import { CurrenciesRepository } from './currencies.repository';
import { GetCurrencyHandler } from './get-currency/get-currency.handler';
import { ListAdminCurrenciesHandler } from './list-admin-currencies/list-admin-currencies.handler';
import { ListCurrenciesHandler } from './list-currencies/list-currencies.handler';
import { RateAgeMetrics } from './rate-age.metrics';
import { RateTable } from './rate-table';
import { RateTableCache } from './rate-table-cache';
import { RatesStatusRepository } from './rates-status.repository';
import { RatesStatusService } from './rates-status.service';
import { UpdateCurrencyHandler } from './update-currency/update-currency.handler';

@Module({
  controllers: [CurrenciesConsumer],
  providers: [
    CurrenciesRepository,
    RateTable,
    RateTableCache,
    RateAgeMetrics,
    RatesStatusRepository,
    RatesStatusService,
    ListCurrenciesHandler,
    GetCurrencyHandler,
    ListAdminCurrenciesHandler,
    CheckCurrencyHandler,
    AddCurrencyHandler,
    UpdateCurrencyHandler,
  ],
  exports: [RateTable, RatesStatusService],
})
export class CurrenciesModule {}
