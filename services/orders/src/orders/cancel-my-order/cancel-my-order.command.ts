import { Command } from '@nestjs/cqrs';
import type { MyOrder } from '@fx/contracts';

/** A customer cancels their own pending order from My orders (orders.customer.cancel). */
export class CancelMyOrderCommand extends Command<MyOrder> {
  constructor(
    readonly id: string,
    /** The customer's verified e-mail (the gateway's, never a parameter). */
    readonly email: string,
  ) {
    super();
  }
}
