import type { PaymentRecord } from '@fx/contracts';
import type { StoredPayment } from './stored-payment';

/** A payment as the payments.* requests answer it. */
export function toPaymentRecord(payment: StoredPayment): PaymentRecord {
  return {
    paymentId: payment.id,
    orderId: payment.orderId,
    status: payment.status,
    amountPence: payment.amountPence,
    refundedPence: payment.refundedPence,
    checkoutUrl: payment.checkoutUrl,
    expiresAt: payment.expiresAt.toISOString(),
    card: payment.card,
    failure: payment.failure,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}
