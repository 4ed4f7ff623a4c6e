import { Command } from '@nestjs/cqrs';
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
      kind: 'release';
      orderId: string;
      reason: string;
      /** What payment.failed gives as the reason: `released`, or a credit card not allowed. */
      failure?: 'released' | 'card_not_allowed';
    };

/** Money back to the customer: a refund of a captured payment, or the release of a hold. */
export class RefundPaymentCommand extends Command<{
  payment: StoredPayment;
  refund: StoredRefund | null;
}> {
  constructor(readonly request: MoneyBackRequest) {
    super();
  }
}
