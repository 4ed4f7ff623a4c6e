import { Command } from '@nestjs/cqrs';
import type { Actor, OrderDetails } from '@fx/contracts';

/** Staff send an accepted delivery order with its Royal Mail tracking number (orders.admin.dispatch). */
export class DispatchOrderCommand extends Command<OrderDetails> {
  constructor(
    readonly id: string,
    readonly trackingNumber: string,
    readonly by: Actor,
  ) {
    super();
  }
}
