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
import type { IdentityEnv } from './config/env';
import { IDENTITY_MIGRATIONS } from './database/migrations';
import { UsersModule } from './users/users.module';

export const IDENTITY_SCHEMA = 'identity';

@Module({})
export class AppModule {
  static register(env: IdentityEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // First: the buses know their handlers before the messaging handlers start (both global,
        // so their bootstrap hooks run in this order).
        CqrsModule.forRoot(),
        CoreModule.forRoot({ service: 'identity', logger, testNow: env.FX_TEST_NOW }),
        DatabaseModule.forRoot({
          url: env.DATABASE_URL,
          schema: IDENTITY_SCHEMA,
          entities: [],
          migrations: IDENTITY_MIGRATIONS,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'identity',
        }),
        MessagingModule.forRoot(messagingOptions(env)),
        OutboxModule.forRoot(outboxOptions(IDENTITY_SCHEMA, env)),
        UsersModule.register(env),
      ],
    };
  }
}
