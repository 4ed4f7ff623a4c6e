import { Command } from '@nestjs/cqrs';
import type { Actor, OrderDetails } from '@fx/contracts';

/** The dashboard's delete (orders.admin.delete): removes an order from the lists, keeping it. */
export class DeleteOrderCommand extends Command<OrderDetails> {
  constructor(
    readonly id: string,
    readonly by: Actor,
  ) {
    super();
  }
}
