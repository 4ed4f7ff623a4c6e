import { Injectable } from '@nestjs/common';
import type { Actor, ReportReceipt, RpcRequest, SuspicionReport } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { Holds } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';
import { Alerts } from '../core/alerts';
import { consentDeemed, moratoriumEndsOn, noticeEndsOn } from './consent-clock';
import { requireReason } from './reasons';
import { ReportStore } from './report-store';
import type { StoredReport } from './report-store';

type Decision = RpcRequest<'compliance.reports.decide'>['decision'];

/**
 * Internal suspicion reports: raised by any member of staff (who is told only that it was
 * received), decided by the officer. Submitted to the NCA asking for consent, every open order of
 * the customer is held until consent is given, the notice period passes without a refusal, or the
 * moratorium after a refusal ends (the sweep); so is each order the customer places meanwhile.
 * Every view and change is audited.
 */
@Injectable()
export class SuspicionReports {
  constructor(
    private readonly reports: ReportStore,
    private readonly orders: OrdersProjection,
    private readonly holds: Holds,
    private readonly alerts: Alerts,
    private readonly audit: AuditLog,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  private async committed<T>(
    work: (db: Queryable) => Promise<{ result: T; events: OutboxEntry[] }>,
  ) {
    const { result, events } = await this.holds.transaction(work);
    this.relay.committed(...events);
    return result;
  }

  async raise(request: RpcRequest<'compliance.reports.raise'>): Promise<ReportReceipt> {
    if (!request.orderId && !request.customerEmail)
      throw new DomainError('VALIDATION_FAILED', 'The request is not valid', [
        { field: 'orderId', message: 'Name the order or the customer (customerEmail)' },
      ]);
    return this.committed(async (db) => {
      const order = request.orderId ? await this.orders.find(request.orderId, db) : null;
      if (request.orderId && !order) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such order');
      const now = this.clock.now();
      const report = await this.reports.insert(db, {
        raisedBy: request.by,
        raisedAt: now,
        year: Number(londonNow(now).date.slice(0, 4)),
        noticed: request.noticed.trim(),
        orderIds: order ? [order.orderId] : [],
        customerEmail: (request.customerEmail ?? order?.email ?? '').toLowerCase() || null,
      });
      await this.audit.write(
        {
          by: request.by,
          action: 'raised suspicion report',
          subject: `report ${report.reference}`,
        },
        db,
      );
      const alert = await this.alerts.raise(
        db,
        'report_raised',
        `Suspicion report ${report.reference} raised: it awaits your decision`,
      );
      return {
        result: { reference: report.reference, receivedAt: report.raisedAt.toISOString() },
        events: [alert],
      };
    });
  }

  async list(status: 'open' | 'closed', by: Actor): Promise<SuspicionReport[]> {
    const stored = await this.reports.list(status);
    await this.audit.write({ by, action: 'viewed reports', subject: `${status} reports` });
    return Promise.all(stored.map((report) => this.reports.view(report)));
  }

  async get(id: string, by: Actor): Promise<SuspicionReport> {
    const report = await this.reports.find(id);
    await this.audit.write({ by, action: 'viewed report', subject: `report ${report.reference}` });
    return this.reports.view(report);
  }

  async decide(id: string, decision: Decision, by: Actor): Promise<SuspicionReport> {
    const reason = requireReason(decision.reason, 'decision.reason');
    return this.committed(async (db) => {
      const report = await this.reports.find(id, db, true);
      if (report.status !== 'raised')
        throw new DomainError('COMPLIANCE_STATE_INVALID', 'This report was already decided');
      const decided = { decisionReason: reason, decidedBy: by, decidedAt: this.clock.now() };
      let events: OutboxEntry[] = [];
      let updated: StoredReport;
      if (decision.outcome === 'no_further_action') {
        updated = await this.reports.update(db, id, { status: 'no_further_action', ...decided });
      } else {
        updated = await this.reports.update(db, id, {
          status: decision.consentRequested ? 'awaiting_consent' : 'submitted',
          ncaReference: decision.ncaReference,
          submittedOn: decision.submittedOn,
          consentRequested: decision.consentRequested,
          noticeEndsOn: decision.consentRequested ? noticeEndsOn(decision.submittedOn) : undefined,
          ...decided,
        });
        if (decision.consentRequested) events = await this.holdOpenOrders(db, updated);
      }
      await this.audit.write(
        {
          by,
          action:
            decision.outcome === 'no_further_action'
              ? 'closed report: no further action'
              : `submitted report to the NCA${decision.consentRequested ? ', consent requested' : ''}`,
          subject: `report ${report.reference}`,
          detail: reason,
        },
        db,
      );
      return { result: await this.reports.view(updated, db), events };
    });
  }

  async consent(request: RpcRequest<'compliance.reports.consent'>): Promise<SuspicionReport> {
    const reason = requireReason(request.reason);
    return this.committed(async (db) => {
      const report = await this.reports.find(request.id, db, true);
      const allowed =
        request.outcome === 'given'
          ? ['awaiting_consent', 'consent_refused'].includes(report.status)
          : report.status === 'awaiting_consent';
      if (!allowed)
        throw new DomainError('COMPLIANCE_STATE_INVALID', 'This report is not awaiting consent');
      let updated: StoredReport;
      let events: OutboxEntry[] = [];
      if (request.outcome === 'refused') {
        updated = await this.reports.update(db, report.id, {
          status: 'consent_refused',
          refusedOn: request.on,
          moratoriumEndsOn: moratoriumEndsOn(request.on),
        });
      } else {
        updated = await this.reports.update(db, report.id, {
          status: 'submitted',
          consentGivenOn: request.on,
          releasedAt: this.clock.now(),
        });
        events = await this.release(
          db,
          updated,
          `NCA consent given on ${request.on}: ${reason}`,
          request.by,
        );
      }
      await this.audit.write(
        {
          by: request.by,
          action: request.outcome === 'given' ? 'recorded NCA consent' : 'recorded NCA refusal',
          subject: `report ${report.reference}`,
          detail: `${request.on}: ${reason}`,
        },
        db,
      );
      return { result: await this.reports.view(updated, db), events };
    });
  }

  /**
   * The consent clock: each report whose notice period passed without a refusal, or whose
   * moratorium ended, has its holds lifted (consent is deemed given).
   */
  async sweep(): Promise<number> {
    const system: Actor = { kind: 'system', id: 'consent-clock' };
    const today = londonNow(this.clock.now()).date;
    return this.committed(async (db) => {
      let released = 0;
      const events: OutboxEntry[] = [];
      for (const report of await this.reports.onTheClock(db)) {
        if (!consentDeemed(report, today)) continue;
        const why = report.refusedOn
          ? `the moratorium ended on ${report.moratoriumEndsOn}`
          : `the notice period ended on ${report.noticeEndsOn} without a refusal`;
        const updated = await this.reports.update(db, report.id, {
          status: 'submitted',
          releasedAt: this.clock.now(),
        });
        events.push(...(await this.release(db, updated, `Consent deemed given: ${why}`, system)));
        await this.audit.write(
          {
            by: system,
            action: 'consent deemed given',
            subject: `report ${report.reference}`,
            detail: why,
          },
          db,
        );
        released += 1;
      }
      return { result: released, events };
    });
  }

  /**
   * An order placed while a report about its customer awaits consent (or is in the moratorium)
   * is held too, until the report's holds are lifted. First in the order's transaction: the
   * reports are locked before the order, as a decision does.
   */
  async placed(db: Queryable, orderId: string, email: string): Promise<OutboxEntry[]> {
    const today = londonNow(this.clock.now()).date;
    const onTheClock = (await this.reports.openAboutCustomer(db, email)).filter(
      (report) =>
        (report.status === 'awaiting_consent' || report.status === 'consent_refused') &&
        !consentDeemed(report, today),
    );
    if (!onTheClock.length) return [];
    const order = await this.orders.find(orderId, db);
    if (order?.status !== 'placed' && order?.status !== 'accepted') return [];
    let opened = false;
    for (const report of onTheClock) {
      const hold = { orderId, kind: 'suspicion_report' as const, reportId: report.id };
      if ((await this.holds.open(db, hold)).opened) opened = true;
    }
    return opened ? [await this.holds.announce(db, orderId, 'held')] : [];
  }

  /** Holds every open (placed or accepted) order of the report's customer, one hold each. */
  private async holdOpenOrders(db: Queryable, report: StoredReport): Promise<OutboxEntry[]> {
    const events: OutboxEntry[] = [];
    for (const order of await this.reports.ordersOf(report, db)) {
      if (order.status !== 'placed' && order.status !== 'accepted') continue;
      const { opened } = await this.holds.open(db, {
        orderId: order.orderId,
        kind: 'suspicion_report',
        reportId: report.id,
      });
      if (opened) events.push(await this.holds.announce(db, order.orderId, 'held'));
    }
    return events;
  }

  private async release(db: Queryable, report: StoredReport, reason: string, by: Actor) {
    const events: OutboxEntry[] = [];
    for (const order of await this.reports.ordersOf(report, db)) {
      const open = (await this.holds.ofOrder(order.orderId, db)).filter(
        (hold) => hold.reportId === report.id && !hold.closedAt,
      );
      for (const hold of open)
        await this.holds.close(db, hold.id, { outcome: 'released', reason, by });
      if (open.length) events.push(await this.holds.announce(db, order.orderId, 'cleared'));
    }
    return events;
  }
}
