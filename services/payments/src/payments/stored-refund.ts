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
}
