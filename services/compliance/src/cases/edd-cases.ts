import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ComplianceCase } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { ComplianceEnv } from '../config/env';
import { AuditLog } from '../core/audit-log';
import { Holds } from '../core/holds';
import type { KnownOrder } from '../core/orders-projection';
import { COMPLIANCE_ENV } from '../core/tokens';
import { Alerts } from '../core/alerts';
import { CaseStore } from './case-store';
import { requireReason } from './reasons';

/**
 * Enhanced due diligence: the core holds an order whose level is `enhanced` from its first
 * record; this opens the matching case (the customer's answers, the high-risk countries found,
 * the linked amount in euros and its rate) and links it to the hold. The officer's decision:
 * approved lifts the hold (order.cleared); rejected closes the case and leaves the order held
 * (the hold stays open) until the officer clears it or staff cancel the order.
 */
@Injectable()
export class EddCases {
  private readonly highRisk: ReadonlySet<string>;

  constructor(
    @Inject(COMPLIANCE_ENV) env: ComplianceEnv,
    private readonly cases: CaseStore,
    private readonly holds: Holds,
    private readonly alerts: Alerts,
    private readonly audit: AuditLog,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {
    this.highRisk = new Set(env.HIGH_RISK_COUNTRIES);
  }

  /** Opens the order's EDD case once (never again after it was decided) and links the hold. */
  async opened(db: Queryable, order: KnownOrder): Promise<OutboxEntry[]> {
    const decision = order.dueDiligence;
    if (decision?.level !== 'enhanced' || order.erasedAt) return [];
    if ((await this.cases.ofOrder(order.orderId, 'enhanced_due_diligence', db)).length) return [];
    const answers = decision.answers;
    const highRiskCountries = answers
      ? [...new Set([answers.nationality, answers.countryOfResidence])].filter((code) =>
          this.highRisk.has(code),
        )
      : [];
    const edd: ComplianceCase['edd'] = answers
      ? {
          answers,
          highRiskCountries,
          linkedEur: decision.linkedEur,
          eurRate: decision.eurRate,
          eurRateDay: decision.eurRateDay,
        }
      : null;
    const summary =
      `Enhanced due diligence: EUR ${decision.linkedEur} single or linked ` +
      `(GBP ${decision.linkedGbp} at ${decision.eurRate} on ${decision.eurRateDay})` +
      (answers?.politicallyExposed ? '; politically exposed' : '') +
      (highRiskCountries.length ? `; high-risk country: ${highRiskCountries.join(', ')}` : '');
    const { stored, opened } = await this.cases.openOrJoin(
      db,
      {
        kind: 'enhanced_due_diligence',
        subjectKey: `order:${order.orderId}`,
        summary,
        orderIds: [order.orderId],
        edd,
      },
      this.clock.now(),
    );
    await query(
      db,
      `UPDATE compliance.holds SET case_id = :caseId WHERE order_id = :orderId
         AND kind = 'enhanced_due_diligence' AND closed_at IS NULL`,
      { caseId: stored.id, orderId: order.orderId },
    );
    if (!opened) return [];
    return [
      await this.alerts.raise(
        db,
        'case_opened',
        `Enhanced due diligence awaits approval: order ${order.orderNumber}`,
      ),
    ];
  }

  async decide(request: {
    id: string;
    outcome: 'approved' | 'rejected';
    reason: string;
    by: Actor;
  }): Promise<ComplianceCase> {
    const reason = requireReason(request.reason);
    const { view, events } = await this.holds.transaction(async (db) => {
      const found = await this.cases.find(request.id, db, true);
      if (found.kind !== 'enhanced_due_diligence')
        throw new DomainError('COMPLIANCE_STATE_INVALID', 'This case is not an EDD approval');
      const at = this.clock.now();
      const closed = await this.cases.close(db, found.id, {
        by: request.by,
        reason,
        at,
        eddOutcome: request.outcome,
      });
      const events: OutboxEntry[] = [];
      if (request.outcome === 'approved') {
        for (const orderId of found.orderIds) {
          const open = (await this.holds.ofOrder(orderId, db)).filter(
            (hold) => hold.kind === 'enhanced_due_diligence' && !hold.closedAt,
          );
          for (const hold of open)
            await this.holds.close(db, hold.id, { outcome: 'approved', reason, by: request.by });
          if (open.length) events.push(await this.holds.announce(db, orderId, 'cleared'));
        }
      }
      await this.audit.write(
        {
          by: request.by,
          action: request.outcome === 'approved' ? 'approved EDD' : 'rejected EDD',
          subject: `case ${found.id}`,
          detail: reason,
        },
        db,
      );
      return { view: await this.cases.view(closed, db), events };
    });
    this.relay.committed(...events);
    return view;
  }
}
