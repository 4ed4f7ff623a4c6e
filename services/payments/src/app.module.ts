import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import {
  CoreModule,
  DatabaseModule,
  MessagingModule,
  OutboxModule,
  messagingOptions,
  outboxOptions,
} from '@fx/service-kit';
import type { PaymentsEnv } from './config/env';
import { PAYMENTS_MIGRATIONS } from './database/migrations';
import { PaymentsModule } from './payments/payments.module';

export const PAYMENTS_SCHEMA = 'payments';

@Module({})
export class AppModule {
  static register(env: PaymentsEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // First: the buses know their handlers before the messaging handlers start (both global,
        // so their bootstrap hooks run in this order).
        CqrsModule.forRoot(),
        CoreModule.forRoot({ service: 'payments', logger, testNow: env.FX_TEST_NOW }),
        DatabaseModule.forRoot({
          url: env.DATABASE_URL,
          schema: PAYMENTS_SCHEMA,
          entities: [],
          migrations: PAYMENTS_MIGRATIONS,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'payments',
        }),
        MessagingModule.forRoot(messagingOptions(env)),
        OutboxModule.forRoot(outboxOptions(PAYMENTS_SCHEMA, env)),
        PaymentsModule.register(env),
      ],
    };
  }
}
