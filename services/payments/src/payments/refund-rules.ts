import type { RefundStatus } from '../provider/payment-provider';
import type { PaymentUpdate, StoredPayment } from './stored-payment';
import type { StoredRefund, StoredRefundStatus } from './stored-refund';

/** A refund only moves forward; one that succeeded may still fail later (the card was closed). */
const REFUND_NEXT: Record<StoredRefundStatus, readonly StoredRefundStatus[]> = {
  requested: ['pending', 'succeeded', 'failed'],
  pending: ['succeeded', 'failed'],
  succeeded: ['failed'],
  failed: [],
};

/** The provider's refund status in ours (a canceled refund gave nothing back: failed). */
export function refundStatusOf(status: RefundStatus): StoredRefundStatus {
  return status === 'canceled' ? 'failed' : status;
}

export interface RefundDecision {
  /** The refund's new status, or null when it stays as it is. */
  status: StoredRefundStatus | null;
  payment: PaymentUpdate;
  /** True when the money went back: payment.refunded is written with it. */
  refunded: boolean;
}

/** What a refund moving to `to` does to it and to its payment (`refund` as the provider has it now). */
export function refundMoves(
  payment: StoredPayment,
  refund: StoredRefund,
  to: StoredRefundStatus,
): RefundDecision {
  if (!REFUND_NEXT[refund.status].includes(to))
    return { status: null, payment: {}, refunded: false };
  if (to === 'succeeded') {
    const refundedPence = payment.refundedPence + refund.amountPence;
    const whole = refundedPence >= payment.amountPence;
    return {
      status: to,
      payment: { refundedPence, status: whole ? 'refunded' : 'captured', failure: null },
      refunded: true,
    };
  }
  if (to === 'failed') {
    const refundedPence =
      refund.status === 'succeeded'
        ? payment.refundedPence - refund.amountPence
        : payment.refundedPence;
    return {
      status: to,
      payment: {
        refundedPence,
        status: 'refund_failed',
        failure: `A refund failed: ${refund.failureReason ?? 'the provider gave no reason'}.`,
      },
      refunded: false,
    };
  }
  return { status: to, payment: {}, refunded: false };
}
