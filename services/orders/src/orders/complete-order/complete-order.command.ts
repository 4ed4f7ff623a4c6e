import { Command } from '@nestjs/cqrs';
import type { Actor, OrderDetails } from '@fx/contracts';

/** Staff complete an accepted order: paid and collected, or paid out (orders.admin.complete). */
export class CompleteOrderCommand extends Command<OrderDetails> {
  constructor(
    readonly id: string,
    readonly by: Actor,
    /** The ID record made at the counter (compliance.idChecks.record); required for a collection. */
    readonly idCheckId?: string,
  ) {
    super();
  }
}
