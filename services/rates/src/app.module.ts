import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import {
  CoreModule,
  DatabaseModule,
  MessagingModule,
  OutboxModule,
  RedisModule,
  messagingOptions,
  outboxOptions,
} from '@fx/service-kit';
import { ProvidersModule } from './providers/providers.module';
import type { RatesEnv } from './config/env';
import { CurrenciesModule } from './currencies/currencies.module';
import { RATES_ENV } from './config/rates-env.token';
import { LiveModule } from './live/live.module';
import { AlertsModule } from './alerts/alerts.module';
import { RATES_MIGRATIONS } from './database/migrations';

export const RATES_SCHEMA = 'rates';

@Module({})
export class AppModule {
  static register(env: RatesEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // First: the buses know their handlers before the messaging handlers start (both global,
        // so their bootstrap hooks run in this order).
        CqrsModule.forRoot(),
        CoreModule.forRoot({ service: 'rates', logger, testNow: env.FX_TEST_NOW }),
        DatabaseModule.forRoot({
          url: env.DATABASE_URL,
          schema: RATES_SCHEMA,
          entities: [],
          migrations: RATES_MIGRATIONS,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'rates',
        }),
        MessagingModule.forRoot(messagingOptions(env)),
        OutboxModule.forRoot(outboxOptions(RATES_SCHEMA, env)),
        RedisModule.forRoot({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }),
        ProvidersModule.register(env),
        CurrenciesModule,
        LiveModule,
        AlertsModule,
      ],
      providers: [{ provide: RATES_ENV, useValue: env }],
      exports: [RATES_ENV],
    };
  }
}
