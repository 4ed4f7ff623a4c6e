import { outboxEntry } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { FAILURE_MESSAGES } from './payment-rules';
import type { Announcement } from './payment-rules';
import type { StoredPayment } from './stored-payment';
import type { StoredRefund } from './stored-refund';

/** The payment.* events a change announces, for the outbox, from the payment after the change. */
export function paymentEvents(
  payment: StoredPayment,
  announce: readonly Announcement[],
  now: Date,
): OutboxEntry[] {
  const ids = { orderId: payment.orderId, paymentId: payment.id };
  const at = now.toISOString();
  return announce.map((announcement) => {
    switch (announcement.kind) {
      case 'authorised':
        return outboxEntry('payment.authorised', {
          ...ids,
          amountPence: payment.amountPence,
          card: payment.card,
          billingPostcode: payment.billingPostcode,
          ...(announcement.cardholderName ? { cardholderName: announcement.cardholderName } : {}),
          authorisedAt: at,
        });
      case 'captured':
        return outboxEntry('payment.captured', {
          ...ids,
          amountPence: payment.amountPence,
          capturedAt: at,
        });
      case 'failed':
        return outboxEntry('payment.failed', {
          ...ids,
          reason: announcement.reason,
          message: FAILURE_MESSAGES[announcement.reason],
          card: payment.card,
          failedAt: at,
        });
    }
  });
}

/** payment.refunded for a refund that gave the money back. */
export function paymentRefunded(
  payment: StoredPayment,
  refund: StoredRefund,
  now: Date,
): OutboxEntry {
  return outboxEntry('payment.refunded', {
    orderId: payment.orderId,
    paymentId: payment.id,
    refundKey: refund.idempotencyKey,
    amountPence: refund.amountPence,
    refundedPence: payment.refundedPence,
    refundedAt: now.toISOString(),
  });
}
