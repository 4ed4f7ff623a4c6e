import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { ComplianceEnv } from '../config/env';
import { Alerts } from './alerts';
import { AuditLog } from './audit-log';
import { Holds } from './holds';
import { OrderEventsConsumer } from './order-events.consumer';
import { OrderRecords } from './order-records';
import { OrdersProjection } from './orders-projection';
import { COMPLIANCE_ENV } from './tokens';

/**
 * What every part of the service shares: the orders as their events describe them, the holds and
 * each order's standing, the officers' alerts, the audit log, the settings.
 */
@Global()
@Module({})
export class ComplianceCoreModule {
  static register(env: ComplianceEnv): DynamicModule {
    return {
      module: ComplianceCoreModule,
      controllers: [OrderEventsConsumer],
      providers: [
        { provide: COMPLIANCE_ENV, useValue: env },
        Alerts,
        AuditLog,
        Holds,
        OrderRecords,
        OrdersProjection,
      ],
      exports: [COMPLIANCE_ENV, Alerts, AuditLog, Holds, OrderRecords, OrdersProjection],
    };
  }
}
