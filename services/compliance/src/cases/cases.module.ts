import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { ComplianceEnv } from '../config/env';
import { CaseStore } from './case-store';
import { CasesEventsConsumer } from './cases-events.consumer';
import { CasesRpc } from './cases.rpc';
import { ComplianceExport } from './compliance-export';
import { ConsentSweep } from './consent-sweep';
import { Dashboard } from './dashboard';
import { EddCases } from './edd-cases';
import { OrderIntake } from './order-intake';
import { RedFlags } from './red-flags';
import { ReportStore } from './report-store';
import { ReportsRpc } from './reports.rpc';
import { SuspicionReports } from './suspicion-reports';

/**
 * Red flags and EDD cases, suspicion reports with the NCA consent clock, the officer's dashboard
 * and export, and the customers' data requests record.
 */
@Module({})
export class CasesModule {
  static register(_env: ComplianceEnv): DynamicModule {
    return {
      module: CasesModule,
      controllers: [CasesEventsConsumer, CasesRpc, ReportsRpc],
      providers: [
        CaseStore,
        ComplianceExport,
        ConsentSweep,
        Dashboard,
        EddCases,
        OrderIntake,
        RedFlags,
        ReportStore,
        SuspicionReports,
      ],
      exports: [CaseStore],
    };
  }
}
