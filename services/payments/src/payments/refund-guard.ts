import { Injectable } from '@nestjs/common';
import { DomainError } from '@fx/service-kit';
import { ComplianceStandingsRepository } from './compliance/compliance-standings.repository';
import type { StoredPayment } from './stored-payment';

/** A refund or release about to be made: what a rule may look at. */
export interface MoneyBack {
  payment: StoredPayment;
  kind: 'refund' | 'release';
  reason: string;
  amountPence?: number;
}

/**
 * The guard step of every refund and release (refund-payment), automatic or by staff: no money
 * goes back on an order compliance holds or has frozen (PAYMENT_HELD), before anything reaches
 * the provider. A cancelled order's release or refund stopped here is made once the order is
 * cleared (compliance-events.consumer); a staff refund stopped here is asked for again by staff.
 */
@Injectable()
export class RefundGuard {
  constructor(private readonly standings: ComplianceStandingsRepository) {}

  async check(request: MoneyBack): Promise<void> {
    const status = await this.standings.statusOf(request.payment.orderId);
    if (status === 'held' || status === 'frozen') {
      throw new DomainError(
        'PAYMENT_HELD',
        `No ${request.kind} while the order is being checked; it can be made once it is cleared`,
      );
    }
  }
}
