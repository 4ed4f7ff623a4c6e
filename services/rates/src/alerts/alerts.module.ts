import { Module } from '@nestjs/common';
import { CurrenciesModule } from '../currencies/currencies.module';
import { AlertsConsumer } from './alerts.consumer';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';

@Module({
  imports: [CurrenciesModule],
  controllers: [AlertsConsumer],
  providers: [AlertsRepository, AlertsService],
})
export class AlertsModule {}
