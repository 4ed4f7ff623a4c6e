import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@fx/service-kit';
import { NOTIFICATIONS_MIGRATIONS } from '../database/migrations';
import { OrderPushConsumer } from './order-push.consumer';
import { PushDevicesRepository } from './push-devices.repository';
import { PushDevicesRpc } from './push-devices.rpc';
import { PushNotifier } from './push-notifier';
import { PUSH_OPTIONS } from './push.tokens';
import type { PushOptions } from './push.tokens';
import { WebPushSender } from './web-push-sender';

export const NOTIFICATIONS_SCHEMA = 'notifications';

/**
 * Web push (issue 35). On: the devices in PostgreSQL (the service's own schema), the RPCs the
 * gateway calls, order updates pushed, and PushNotifier for the alert handler. Off: only the RPCs,
 * answering that there are no devices.
 */
@Global()
@Module({})
export class PushModule {
  static register(
    options: PushOptions,
    database?: { url: string; poolSize: number },
  ): DynamicModule {
    const on = options.enabled && database;
    return {
      module: PushModule,
      imports: on
        ? [
            DatabaseModule.forRoot({
              url: database.url,
              schema: NOTIFICATIONS_SCHEMA,
              entities: [],
              migrations: NOTIFICATIONS_MIGRATIONS,
              poolSize: database.poolSize,
              applicationName: 'notifications',
            }),
          ]
        : [],
      controllers: on ? [PushDevicesRpc, OrderPushConsumer] : [PushDevicesRpc],
      providers: [
        { provide: PUSH_OPTIONS, useValue: options },
        ...(on ? [PushDevicesRepository, WebPushSender, PushNotifier] : []),
      ],
      exports: on ? [PushNotifier] : [],
    };
  }
}
