import { Inject, Injectable } from '@nestjs/common';
import { Clock, outboxEntry } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { RefundResult } from '../provider/payment-provider';
import { paymentRefunded } from './payment-events';
import { PaymentsRepository } from './payments.repository';
import { PAYMENTS_SETTINGS } from './payments.tokens';
import type { PaymentsSettings } from './payments.tokens';
import { refundMoves, refundStatusOf } from './refund-rules';
import { RefundsRepository } from './refunds.repository';
import type { StoredPayment } from './stored-payment';
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
    @Inject(PAYMENTS_SETTINGS) private readonly settings: PaymentsSettings,
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
    // An earlier try of a refund asked again: what happens to it now changes nothing.
    if (await this.refunds.find(transaction, { supersededRefundId: result.refundId })) return null;
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
      ...(decision.status === 'failed' ? this.retryLater(refund) : {}),
    });
    const changed = { ...payment, ...decision.payment };
    const events = decision.refunded
      ? [paymentRefunded(changed, after, this.clock.now())]
      : decision.status === 'failed'
        ? [this.refundFailed(changed, after)]
        : [];
    await this.payments.change(transaction, payment, decision.payment, events);
    return { refund: after, events };
  }

  /**
   * Our request the provider refused: no money moved; the refund failed, as staff will see, and
   * is tried again later. The events written, for the caller to hand to the relay.
   */
  async refused(refund: StoredRefund, reason: string): Promise<OutboxEntry[]> {
    return this.payments.transaction(async (transaction) => {
      const payment = await this.payments.find({ id: refund.paymentId }, transaction, true);
      const current = await this.refunds.find(transaction, { id: refund.id });
      if (!payment || !current) return [];
      const decision = refundMoves(payment, { ...current, failureReason: reason }, 'failed');
      if (!decision.status) return [];
      const after = await this.refunds.change(transaction, current, {
        status: decision.status,
        failureReason: reason,
        ...this.retryLater(current),
      });
      const events = [this.refundFailed({ ...payment, ...decision.payment }, after)];
      await this.payments.change(transaction, payment, decision.payment, events);
      return events;
    });
  }

  /** A failed refund's next try: later each time (doubling), none once the tries are used up. */
  private retryLater(refund: StoredRefund): { failedAt: Date; nextAttemptAt: Date | null } {
    const now = this.clock.now();
    const { refundRetrySeconds, refundRetryMaxAttempts } = this.settings;
    const wait = refundRetrySeconds * 2 ** (refund.attempts - 1) * 1000;
    return {
      failedAt: now,
      nextAttemptAt:
        refund.attempts < refundRetryMaxAttempts ? new Date(now.getTime() + wait) : null,
    };
  }

  private refundFailed(payment: StoredPayment, refund: StoredRefund) {
    return outboxEntry('payment.refund_failed', {
      orderId: payment.orderId,
      paymentId: payment.id,
      refundKey: refund.idempotencyKey,
      amountPence: refund.amountPence,
      reason: refund.failureReason ?? 'the provider gave no reason',
      failedAt: this.clock.now().toISOString(),
    });
  }
}
