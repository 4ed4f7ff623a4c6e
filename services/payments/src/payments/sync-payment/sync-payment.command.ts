import { Command } from '@nestjs/cqrs';
import type { RpcResponse } from '@fx/contracts';

/** The order's checkout read from the provider and applied as its webhook would be. */
export class SyncPaymentCommand extends Command<RpcResponse<'payments.sync'>> {
  constructor(readonly orderId: string) {
    super();
  }
}
