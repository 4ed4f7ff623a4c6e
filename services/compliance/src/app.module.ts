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
import type { ComplianceEnv } from './config/env';
import { COMPLIANCE_MIGRATIONS } from './database/migrations';
import { ComplianceCoreModule } from './core/compliance-core.module';
import { ScreeningModule } from './screening/screening.module';
import { CasesModule } from './cases/cases.module';

export const COMPLIANCE_SCHEMA = 'compliance';

@Module({})
export class AppModule {
  static register(env: ComplianceEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // First: the buses know their handlers before the messaging handlers start.
        CqrsModule.forRoot(),
        CoreModule.forRoot({ service: 'compliance', logger, testNow: env.FX_TEST_NOW }),
        DatabaseModule.forRoot({
          url: env.DATABASE_URL,
          schema: COMPLIANCE_SCHEMA,
          entities: [],
          migrations: COMPLIANCE_MIGRATIONS,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'compliance',
        }),
        MessagingModule.forRoot(messagingOptions(env)),
        OutboxModule.forRoot(outboxOptions(COMPLIANCE_SCHEMA, env)),
        ComplianceCoreModule.register(env),
        ScreeningModule.register(env),
        CasesModule.register(env),
      ],
    };
  }
}
