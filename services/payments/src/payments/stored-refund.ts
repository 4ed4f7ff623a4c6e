import type { RefundRecord } from '@fx/contracts';

export type StoredRefundStatus = RefundRecord['status'];

/** A refund as the payments schema keeps it: one per idempotency key. */
export interface StoredRefund {
  id: string;
  paymentId: string;
  idempotencyKey: string;
  providerRefundId: string | null;
  amountPence: number;
  status: StoredRefundStatus;
  failureReason: string | null;
  reason: string;
  /** Tries so far, the first included. */
  attempts: number;
  /** When a failed refund is tried again by itself; null: not (succeeded, or left to staff). */
  nextAttemptAt: Date | null;
}
