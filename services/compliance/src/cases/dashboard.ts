import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, ComplianceDashboard } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { Clock, query } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { Holds, toHoldView } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';
import { ListImport } from '../screening/list-import';
import { Alerts } from '../core/alerts';
import { CaseStore } from './case-store';
import { ReportStore } from './report-store';

const HOUR_MS = 3_600_000;

/** The officer's dashboard: open holds and cases by age, reports, the list, alerts. */
@Injectable()
export class Dashboard {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holds: Holds,
    private readonly orders: OrdersProjection,
    private readonly cases: CaseStore,
    private readonly reports: ReportStore,
    private readonly alerts: Alerts,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly modules: ModuleRef,
  ) {}

  async show(by: Actor): Promise<ComplianceDashboard> {
    const now = this.clock.now();
    const age = (from: Date) => Math.round(((now.getTime() - from.getTime()) / HOUR_MS) * 10) / 10;
    const openHolds = [];
    for (const hold of await this.holds.list('open')) {
      const order = await this.orders.find(hold.orderId);
      if (order) openHolds.push({ ...toHoldView(hold, order), ageHours: age(hold.openedAt) });
    }
    const openCases = await Promise.all(
      (await this.cases.list('open')).map(async (stored) => ({
        ...(await this.cases.view(stored)),
        ageHours: age(stored.openedAt),
      })),
    );
    const month = `${londonNow(now).date.slice(0, 7)}-01`;
    const [counts] = await query<
      { thisMonth: number; awaitingDecision: number; awaitingConsent: number }[]
    >(
      this.dataSource,
      `SELECT
         count(*) FILTER (WHERE raised_at >= (:month::date::timestamp AT TIME ZONE 'Europe/London'))::int AS "thisMonth",
         count(*) FILTER (WHERE status = 'raised')::int AS "awaitingDecision",
         count(*) FILTER (WHERE status IN ('awaiting_consent', 'consent_refused'))::int AS "awaitingConsent"
       FROM compliance.suspicion_reports`,
      { month },
    );
    const open = await Promise.all(
      (await this.reports.list('open')).map((report) => this.reports.view(report)),
    );
    // Screening's (its module registers it): the list in force, its age and the last refusal.
    const list = await this.modules.get(ListImport, { strict: false }).status();
    // Every alert as stored (screening's too); a stale list is shown even before today's alert.
    const alerts = await this.alerts.latest();
    const today = londonNow(now).date;
    const staleAlerted = alerts.some(
      (alert) => alert.kind === 'list_stale' && londonNow(new Date(alert.at)).date === today,
    );
    if (list.stale && !staleAlerted)
      alerts.unshift({
        kind: 'list_stale',
        message: list.listDate
          ? `The sanctions list in force is dated ${list.listDate}: import a newer one`
          : 'No sanctions list is in force: import one',
        at: now.toISOString(),
      });
    await this.audit.write({ by, action: 'viewed dashboard', subject: 'compliance dashboard' });
    return {
      list,
      openHolds,
      openCases,
      reports: {
        thisMonth: counts?.thisMonth ?? 0,
        awaitingDecision: counts?.awaitingDecision ?? 0,
        awaitingConsent: counts?.awaitingConsent ?? 0,
        open,
      },
      alerts,
    };
  }
}
