import { Command } from '@nestjs/cqrs';

/** Forgets an order awaiting a payment that never started (orders.abandon). */
export class AbandonOrderCommand extends Command<{ abandoned: boolean }> {
  constructor(readonly orderId: string) {
    super();
  }
}
