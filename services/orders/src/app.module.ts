import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { bureauFromEnv } from '@fx/contracts';
import {
  CoreModule,
  DatabaseModule,
  MessagingModule,
  OutboxModule,
  RedisModule,
  messagingOptions,
  outboxOptions,
} from '@fx/service-kit';
import { buyBackSettings, deliverySettings } from './config/env';
import type { OrdersEnv } from './config/env';
import { ORDERS_MIGRATIONS } from './database/migrations';
import { OrdersModule } from './orders/orders.module';
import type { OrderNumbers } from './orders/order-number';

export const ORDERS_SCHEMA = 'orders';

@Module({})
export class AppModule {
  static register(
    env: OrdersEnv,
    logger: Logger,
    overrides: { orderNumbers?: OrderNumbers } = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'orders', logger, testNow: env.FX_TEST_NOW }),
        DatabaseModule.forRoot({
          url: env.DATABASE_URL,
          schema: ORDERS_SCHEMA,
          entities: [],
          migrations: ORDERS_MIGRATIONS,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'orders',
        }),
        RedisModule.forRoot({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }),
        // Before messaging: both are global, so their start-up hooks run in this order, and the
        // command and query handlers are registered before the first request is taken.
        CqrsModule.forRoot(),
        MessagingModule.forRoot(messagingOptions(env)),
        OutboxModule.forRoot(outboxOptions(ORDERS_SCHEMA, env)),
        OrdersModule.register({
          rules: {
            minGbp: env.ORDER_MIN_GBP,
            maxGbp: env.ORDER_MAX_GBP,
            linkedLimitGbp: env.ORDER_LINKED_LIMIT_GBP,
            linkedWindowDays: env.ORDER_LINKED_WINDOW_DAYS,
            rateTolerancePct: env.ORDER_RATE_TOLERANCE_PCT,
            maxRateAgeSeconds: env.MAX_RATE_AGE_SECONDS,
            rateGuaranteeHours: env.RATE_GUARANTEE_HOURS,
            delivery: deliverySettings(env),
            buyBack: buyBackSettings(env),
            cancellationFeeGbp: env.CANCELLATION_FEE_GBP,
            cardAcceptWithinHours: env.CARD_ACCEPT_WITHIN_HOURS,
            complianceScreening: env.COMPLIANCE_SCREENING,
            houseThresholdGbp: env.ID_HOUSE_THRESHOLD_GBP,
            statutoryThresholdEur: env.CDD_STATUTORY_THRESHOLD_EUR,
            cashDeclarationGbp: env.CASH_DECLARATION_GBP,
          },
          timeZone: env.BUSINESS_TIME_ZONE,
          retention: {
            years: env.RETENTION_YEARS,
            incompleteYears: env.INCOMPLETE_RETENTION_YEARS,
          },
          collectionPoints: env.SITE_OFFICES
            ? { brandName: bureauFromEnv(env).brand.name, offices: env.SITE_OFFICES }
            : null,
          ...overrides,
        }),
      ],
    };
  }
}
