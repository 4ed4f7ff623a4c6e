import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { ComplianceEnv } from '../config/env';
import { HoldDecisions } from './hold-decisions';
import { IdRecords } from './id-records';
import { ListImport } from './list-import';
import { ListInForce } from './list-in-force';
import { SanctionsLists } from './sanctions-lists';
import { Screener } from './screener';
import { ScreeningConsumer } from './screening.consumer';
import { ScreeningRpc } from './screening.rpc';
import { ScreeningSchedule } from './screening.schedule';

/**
 * Sanctions screening: the list (imported, in force, indexed in memory), each placed order
 * screened, the officer's decisions on sanctions holds, the ID records seen at collection, and
 * the audit of role changes.
 */
@Module({})
export class ScreeningModule {
  static register(_env: ComplianceEnv): DynamicModule {
    return {
      module: ScreeningModule,
      // Its Screener is the cases module's too (OrderIntake screens each placed order).
      global: true,
      controllers: [ScreeningConsumer, ScreeningRpc],
      providers: [
        HoldDecisions,
        IdRecords,
        ListImport,
        ListInForce,
        SanctionsLists,
        Screener,
        ScreeningSchedule,
      ],
      exports: [ListImport, SanctionsLists, Screener],
    };
  }
}
