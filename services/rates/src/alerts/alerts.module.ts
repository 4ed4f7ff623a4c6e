import { Module } from '@nestjs/common';
import { CurrenciesModule } from '../currencies/currencies.module';
import { AlertsConsumer } from './alerts.consumer';
import { AlertsRepository } from './alerts.repository';
import { CheckAlertsHandler } from './check-alerts/check-alerts.handler';
import { ConfirmAlertHandler } from './confirm-alert/confirm-alert.handler';
import { CreateAlertHandler } from './create-alert/create-alert.handler';
import { DeleteAlertHandler } from './delete-alert/delete-alert.handler';
import { EraseAlertsHandler } from './erase-alerts/erase-alerts.handler';
import { GetAlertByTokenHandler } from './get-alert-by-token/get-alert-by-token.handler';
import { ListAlertsHandler } from './list-alerts/list-alerts.handler';
import { NewAlerts } from './new-alerts';
import { RequestAlertHandler } from './request-alert/request-alert.handler';
import { SetAlertChannelHandler } from './set-alert-channel/set-alert-channel.handler';
import { UnsubscribeAlertHandler } from './unsubscribe-alert/unsubscribe-alert.handler';

@Module({
  imports: [CurrenciesModule],
  controllers: [AlertsConsumer],
  providers: [
    AlertsRepository,
    NewAlerts,
    CreateAlertHandler,
    RequestAlertHandler,
    ConfirmAlertHandler,
    ListAlertsHandler,
    DeleteAlertHandler,
    SetAlertChannelHandler,
    EraseAlertsHandler,
    GetAlertByTokenHandler,
    UnsubscribeAlertHandler,
    CheckAlertsHandler,
  ],
})
export class AlertsModule {}
