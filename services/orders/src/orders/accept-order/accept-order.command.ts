import { Command } from '@nestjs/cqrs';
import type { Actor, OrderDetails } from '@fx/contracts';

/** Staff accept a pending order (orders.admin.accept). */
export class AcceptOrderCommand extends Command<OrderDetails> {
  constructor(
    readonly id: string,
    readonly by: Actor,
  ) {
    super();
  }
}
