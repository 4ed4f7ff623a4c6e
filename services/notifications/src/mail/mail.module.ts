import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { AlertEventsConsumer } from '../alerts/alert-events.consumer';
import { ContactConsumer } from '../contact/contact.consumer';
import { OrderEventsConsumer } from '../orders/order-events.consumer';
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
      controllers: [OrderEventsConsumer, ContactConsumer, AlertEventsConsumer],
      providers: [
        { provide: MAIL_OPTIONS, useValue: options },
        { provide: BRAND, useValue: brand },
        Mailer,
        MailMetrics,
        MailQueue,
      ],
      exports: [MailQueue],
    };
  }
}
