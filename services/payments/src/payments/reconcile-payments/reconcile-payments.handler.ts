import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { PaymentsOverview } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { PaymentProvider } from '../../provider/payment-provider';
import { DisputesRepository } from '../disputes.repository';
import { PaymentsOverviewQuery } from '../payments-overview/payments-overview.query';
import { PaymentsRepository } from '../payments.repository';
import { PAYMENTS_SETTINGS } from '../payments.tokens';
import type { PaymentsSettings } from '../payments.tokens';
import { providerCall } from '../provider-call';
import { ReconcilePaymentsCommand } from './reconcile-payments.command';
import { reconcile } from './reconciliation-rules';
import { ReconciliationRepository } from './reconciliation.repository';

const DAY_MS = 86_400_000;

/**
 * The reconciliation: (1) the provider's payments, refunds and disputes of the last
 * RECONCILE_DAYS read (every page); (2) our payments of that period and any the provider names;
 * (3) the differences found (reconciliation-rules) and stored with the run, with every dispute
 * we had not heard of, in one transaction; (4) the Payments screen's overview answered.
 */
@CommandHandler(ReconcilePaymentsCommand)
export class ReconcilePaymentsHandler implements ICommandHandler<ReconcilePaymentsCommand> {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsRepository,
    private readonly reconciliation: ReconciliationRepository,
    private readonly disputes: DisputesRepository,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(PAYMENTS_SETTINGS) private readonly settings: PaymentsSettings,
  ) {}

  async execute({ by }: ReconcilePaymentsCommand): Promise<PaymentsOverview> {
    const from = new Date(this.clock.now().getTime() - this.settings.reconcileDays * DAY_MS);
    const [theirs, theirRefunds, theirDisputes] = await providerCall(() =>
      Promise.all([
        this.provider.listPayments({ from }),
        this.provider.listRefunds({ from }),
        this.provider.listDisputes({ from }),
      ]),
    );
    const ours = await this.payments.forReconciliation(
      from,
      theirs.map((payment) => payment.paymentId),
      theirs.flatMap((payment) => (payment.orderId ? [payment.orderId] : [])),
    );
    const knownRefundIds = await this.reconciliation.knownRefundIds(
      theirRefunds.map((refund) => refund.refundId),
    );
    const differences = reconcile({ theirs, theirRefunds, ours, knownRefundIds });
    const byIntent = new Map(ours.map((payment) => [payment.paymentIntentId, payment.id]));
    await this.payments.transaction(async (transaction) => {
      for (const dispute of theirDisputes) {
        const paymentId = dispute.paymentId ? (byIntent.get(dispute.paymentId) ?? null) : null;
        await this.disputes.record(transaction, dispute, paymentId);
      }
      await this.reconciliation.save(
        transaction,
        { from, finishedAt: this.clock.now(), by },
        differences,
      );
    });
    return this.queries.execute(new PaymentsOverviewQuery());
  }
}
