import { Injectable } from '@nestjs/common';
import type { Actor, Hold } from '@fx/contracts';
import { DomainError, OutboxRelay } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { Holds, toHoldView } from '../core/holds';
import type { HoldDecision, StoredHold } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';

/**
 * The officer's view of holds and decisions on sanctions holds: cleared (not the listed person:
 * order.cleared) or confirmed (frozen, the report to OFSI kept: order.frozen). EDD and report holds
 * are decided with their case or report. Every view and decision is audited with `by`.
 */
@Injectable()
export class HoldDecisions {
  constructor(
    private readonly holds: Holds,
    private readonly orders: OrdersProjection,
    private readonly audit: AuditLog,
    private readonly relay: OutboxRelay,
  ) {}

  async list(status: 'open' | 'closed', by: Actor): Promise<Hold[]> {
    const holds = await this.holds.list(status);
    await this.audit.write({
      by,
      action: `viewed ${status} holds`,
      subject: 'holds',
      detail: `${holds.length} holds`,
    });
    return Promise.all(holds.map((hold) => this.view(hold)));
  }

  async get(id: string, by: Actor): Promise<Hold> {
    const hold = await this.holds.find(id);
    await this.audit.write({ by, action: 'viewed hold', subject: `hold ${id}` });
    return this.view(hold);
  }

  async decide(id: string, decision: HoldDecision): Promise<Hold> {
    const { closed, event } = await this.holds.transaction(async (db) => {
      const hold = await this.holds.find(id, db, true);
      if (hold.kind !== 'sanctions_match') {
        throw new DomainError(
          'COMPLIANCE_STATE_INVALID',
          hold.kind === 'enhanced_due_diligence'
            ? 'An enhanced due diligence hold is decided with its case'
            : 'A suspicion report hold is decided with its report',
        );
      }
      const closed = await this.holds.close(db, id, decision);
      const order = await this.orders.find(closed.orderId, db);
      await this.audit.write(
        {
          by: decision.by,
          action: decision.outcome === 'confirmed' ? 'confirmed sanctions match' : 'cleared hold',
          subject: `order ${order?.orderNumber ?? closed.orderId}, hold ${id}`,
          detail:
            decision.outcome === 'confirmed'
              ? `${decision.reason} (OFSI ${decision.ofsiReference}, reported ${decision.ofsiReportedOn})`
              : decision.reason,
        },
        db,
      );
      const cause = decision.outcome === 'confirmed' ? 'frozen' : 'cleared';
      return { closed, event: await this.holds.announce(db, closed.orderId, cause) };
    });
    this.relay.committed(event);
    return this.view(closed);
  }

  private async view(hold: StoredHold): Promise<Hold> {
    const order = await this.orders.find(hold.orderId);
    if (!order) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No such order');
    return toHoldView(hold, order);
  }
}
