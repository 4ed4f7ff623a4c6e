import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, ComplianceDashboard, SanctionsListStatus } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { Clock, query } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { Holds, toHoldView } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';
import { Alerts } from './alerts';
import { CaseStore } from './case-store';
import { ReportStore } from './report-store';

/** Where the dashboard reads the sanctions list's status: screening's, when it provides one. */
export const LIST_STATUS = Symbol('LIST_STATUS');
export interface ListStatusSource {
  status(): Promise<SanctionsListStatus>;
}

/** Shown when no list status source is wired: no list known, so stale. */
const NO_LIST: SanctionsListStatus = {
  listDate: null,
  importedAt: null,
  entries: 0,
  names: 0,
  format: null,
  source: null,
  stale: true,
  lastRefusal: null,
};

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
    @Optional() @Inject(LIST_STATUS) private readonly list?: ListStatusSource,
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
    const list = this.list ? await this.list.status() : NO_LIST;
    const alerts = await this.alerts.latest();
    if (!this.list)
      alerts.unshift({
        kind: 'list_stale',
        message: 'The sanctions list status is not available to the dashboard',
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
