import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { ComplianceEnv } from '../config/env';

/** Filled in by issue 33's cases work. */
@Module({})
export class CasesModule {
  static register(_env: ComplianceEnv): DynamicModule {
    return { module: CasesModule, controllers: [], providers: [] };
  }
}
