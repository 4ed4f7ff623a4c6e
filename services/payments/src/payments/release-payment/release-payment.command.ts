import { Command } from '@nestjs/cqrs';
import type { PaymentRecord } from '@fx/contracts';

/** Lets go of the order's hold (or closes its unpaid checkout): cancelled, or not accepted in time. */
export class ReleasePaymentCommand extends Command<PaymentRecord> {
  constructor(
    readonly orderId: string,
    readonly reason: string,
  ) {
    super();
  }
}
