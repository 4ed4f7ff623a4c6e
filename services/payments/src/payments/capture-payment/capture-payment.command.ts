import { Command } from '@nestjs/cqrs';
import type { PaymentRecord } from '@fx/contracts';

/** Takes the held amount: staff accepted or dispatched the order. */
export class CapturePaymentCommand extends Command<PaymentRecord> {
  constructor(readonly orderId: string) {
    super();
  }
}
