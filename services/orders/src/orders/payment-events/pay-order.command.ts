import { Command } from '@nestjs/cqrs';
import type { PaymentAuthorised } from '@fx/contracts';

/** The card is held for a card order: it is paid (payment.authorised). */
export class PayOrderCommand extends Command<void> {
  constructor(readonly payment: PaymentAuthorised) {
    super();
  }
}
