import { ComplianceEventsConsumer } from '../compliance/compliance-events.consumer';
import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { AlertEventsConsumer } from '../alerts/alert-events.consumer';
import { SendAlertConfirmationEmailHandler } from '../alerts/send-alert-confirmation-email/send-alert-confirmation-email.handler';
import { NotifyRateAlertHandler } from '../alerts/notify-rate-alert/notify-rate-alert.handler';
import { ContactConsumer } from '../contact/contact.consumer';
import { SendContactMessageHandler } from '../contact/send-contact-message/send-contact-message.handler';
import { OrderEventsConsumer } from '../orders/order-events.consumer';
import { SendOrderPlacedEmailsHandler } from '../orders/send-order-placed-emails/send-order-placed-emails.handler';
import { SendOrderUpdateEmailHandler } from '../orders/send-order-update-email/send-order-update-email.handler';
import { DeliverEmailHandler } from './deliver-email/deliver-email.handler';
import { MailQueue } from './mail-queue';
import { Mailer } from './mailer';
import { MailMetrics } from './mail.metrics';
import { BRAND, MAIL_OPTIONS } from './mail.tokens';
import type { Brand, MailOptions } from './mail.tokens';

@Module({})
export class MailModule {
  static register(options: MailOptions, brand: Brand): DynamicModule {
    return {
      module: MailModule,
      controllers: [
        OrderEventsConsumer,
        ContactConsumer,
        AlertEventsConsumer,
        ComplianceEventsConsumer,
      ],
      providers: [
        { provide: MAIL_OPTIONS, useValue: options },
        { provide: BRAND, useValue: brand },
        Mailer,
        MailMetrics,
        MailQueue,
        DeliverEmailHandler,
        SendOrderPlacedEmailsHandler,
        SendOrderUpdateEmailHandler,
        SendContactMessageHandler,
        SendAlertConfirmationEmailHandler,
        NotifyRateAlertHandler,
      ],
      exports: [MailQueue],
    };
  }
}
