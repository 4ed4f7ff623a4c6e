import { Injectable } from '@nestjs/common';
import { Clock } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { RefundResult } from '../provider/payment-provider';
import { paymentRefunded } from './payment-events';
import { PaymentsRepository } from './payments.repository';
import { refundMoves, refundStatusOf } from './refund-rules';
import { RefundsRepository } from './refunds.repository';
import type { StoredRefund } from './stored-refund';

/**
 * Applies what the provider says of a refund (its answer to our request, or a refund.* webhook)
 * to the refund and its payment, in the caller's transaction: the payment is locked first, the
 * refund found by the provider's id (or adopted: our request whose answer has not come back yet,
 * or recorded: one made at the provider), and payment.refunded written once, when it succeeds.
 */
@Injectable()
export class RefundLedger {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly clock: Clock,
  ) {}

  async apply(
    transaction: Queryable,
    result: RefundResult,
    requested?: StoredRefund,
  ): Promise<{ refund: StoredRefund; events: OutboxEntry[] } | null> {
    const payment = await this.payments.find(
      { paymentIntentId: result.paymentId },
      transaction,
      true,
    );
    if (!payment) return null;
    const refund =
      (requested && (await this.refunds.find(transaction, { id: requested.id }))) ??
      (await this.refunds.find(transaction, { providerRefundId: result.refundId })) ??
      (await this.refunds.unmatched(transaction, payment.id, result.amountMinor)) ??
      (await this.refunds.create(transaction, {
        paymentId: payment.id,
        idempotencyKey: `provider:${result.refundId}`,
        providerRefundId: result.refundId,
        amountPence: result.amountMinor,
        reason: 'made at the provider',
      }));
    const now = { ...refund, failureReason: result.failureReason ?? refund.failureReason };
    const decision = refundMoves(payment, now, refundStatusOf(result.status));
    const after = await this.refunds.change(transaction, refund, {
      ...(refund.providerRefundId ? {} : { providerRefundId: result.refundId }),
      ...(decision.status ? { status: decision.status, failureReason: now.failureReason } : {}),
    });
    const events = decision.refunded
      ? [paymentRefunded({ ...payment, ...decision.payment }, after, this.clock.now())]
      : [];
    await this.payments.change(transaction, payment, decision.payment, events);
    return { refund: after, events };
  }

  /** Our request the provider refused: no money moved; the refund failed, as staff will see. */
  async refused(refund: StoredRefund, reason: string): Promise<void> {
    await this.payments.transaction(async (transaction) => {
      const payment = await this.payments.find({ id: refund.paymentId }, transaction, true);
      const current = await this.refunds.find(transaction, { id: refund.id });
      if (!payment || !current) return;
      const decision = refundMoves(payment, { ...current, failureReason: reason }, 'failed');
      if (!decision.status) return;
      await this.refunds.change(transaction, current, {
        status: decision.status,
        failureReason: reason,
      });
      await this.payments.change(transaction, payment, decision.payment);
    });
  }
}
