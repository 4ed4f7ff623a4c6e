import { Command } from '@nestjs/cqrs';
import type { ReleaseReason } from '../payment-rules';
import type { StoredPayment } from '../stored-payment';
import type { StoredRefund } from '../stored-refund';

export type MoneyBackRequest =
  | {
      kind: 'refund';
      orderId: string;
      reason: string;
      /** One refund per key, however often it is asked for. */
      idempotencyKey: string;
      /** All that is left by default. */
      amountPence?: number;
    }
  | {
      /** A refund that failed, asked of the provider again (its schedule, or staff). */
      kind: 'retry';
      orderId: string;
      reason: string;
      idempotencyKey: string;
    }
  | {
      kind: 'release';
      orderId: string;
      reason: string;
      /** What payment.failed gives as the reason: `released` by default. */
      failure?: ReleaseReason;
    };

/** Money back to the customer: a refund of a captured payment (or its retry), or a hold released. */
export class RefundPaymentCommand extends Command<{
  payment: StoredPayment;
  refund: StoredRefund | null;
}> {
  constructor(readonly request: MoneyBackRequest) {
    super();
  }
}
