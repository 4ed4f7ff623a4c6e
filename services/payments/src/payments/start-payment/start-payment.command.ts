import { Command } from '@nestjs/cqrs';
import type { PaymentRecord, RpcRequest } from '@fx/contracts';

/** Pay now: a hosted checkout for the order (or the payment it already has). */
export class StartPaymentCommand extends Command<PaymentRecord> {
  constructor(readonly request: RpcRequest<'payments.start'>) {
    super();
  }
}
