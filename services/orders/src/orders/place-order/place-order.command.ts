import { Command } from '@nestjs/cqrs';
import type { Actor, PlaceOrder, PlaceOrderResult } from '@fx/contracts';

/** Places an order; the same Idempotency-Key again answers the order it placed (orders.place). */
export class PlaceOrderCommand extends Command<PlaceOrderResult> {
  constructor(
    readonly order: PlaceOrder,
    readonly placedBy: Actor,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
