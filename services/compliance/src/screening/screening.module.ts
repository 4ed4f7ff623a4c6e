import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { ComplianceEnv } from '../config/env';

/** Filled in by issue 33's screening work. */
@Module({})
export class ScreeningModule {
  static register(_env: ComplianceEnv): DynamicModule {
    return { module: ScreeningModule, controllers: [], providers: [] };
  }
}
