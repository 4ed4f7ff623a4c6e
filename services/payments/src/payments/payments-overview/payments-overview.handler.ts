import { Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PaymentsOverview } from '@fx/contracts';
import { DisputesRepository } from '../disputes.repository';
import { PAYMENTS_SETTINGS } from '../payments.tokens';
import type { PaymentsSettings } from '../payments.tokens';
import { ReconciliationRepository } from '../reconcile-payments/reconciliation.repository';
import { RefundsRepository } from '../refunds.repository';
import type { FailedRefundRow } from '../refunds.repository';
import { PaymentsOverviewQuery } from './payments-overview.query';

/** What staff must look at, each with what to do next in their words. */
@QueryHandler(PaymentsOverviewQuery)
export class PaymentsOverviewHandler implements IQueryHandler<PaymentsOverviewQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reconciliation: ReconciliationRepository,
    private readonly refunds: RefundsRepository,
    private readonly disputes: DisputesRepository,
    @Inject(PAYMENTS_SETTINGS) private readonly settings: PaymentsSettings,
  ) {}

  async execute(): Promise<PaymentsOverview> {
    const [latest, failed, disputes] = await Promise.all([
      this.reconciliation.latest(),
      this.refunds.failed(this.dataSource),
      this.disputes.open(),
    ]);
    return {
      cards: this.settings.cards,
      lastReconciledAt: latest.lastReconciledAt?.toISOString() ?? null,
      differences: latest.differences,
      failedRefunds: failed.map((refund) => ({
        ...refund,
        nextAttemptAt: refund.nextAttemptAt?.toISOString() ?? null,
        nextStep: nextStepOf(refund),
      })),
      disputes: disputes.map((dispute) => ({
        ...dispute,
        respondBy: dispute.respondBy?.toISOString() ?? null,
        openedAt: dispute.openedAt.toISOString(),
        nextStep: dispute.respondBy
          ? `Send Stripe the evidence (the order, the customer's ID check, the collection or delivery record) before ${dispute.respondBy.toISOString().slice(0, 10)}, or accept the dispute.`
          : "Send Stripe the evidence (the order, the customer's ID check, the collection or delivery record), or accept the dispute.",
      })),
    };
  }
}

function nextStepOf(refund: FailedRefundRow): string {
  if (refund.nextAttemptAt) {
    return `Nothing yet: it is tried again by itself at ${refund.nextAttemptAt.toISOString().slice(11, 16)} UTC (tried ${refund.attempts} times). Retry now if the customer has a new card.`;
  }
  return `Tried ${refund.attempts} times without success: ask the customer for their bank details and pay them by bank transfer, or Retry once they have a new card.`;
}
