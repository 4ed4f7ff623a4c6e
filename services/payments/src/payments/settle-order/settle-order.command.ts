import { Command } from '@nestjs/cqrs';

/** What an order event asks of its card payment. */
export type OrderMove =
  | { kind: 'accepted' | 'dispatched'; orderId: string; orderNumber: string }
  | {
      kind: 'cancelled';
      orderId: string;
      orderNumber: string;
      /** What the cancellation keeps back (the Terms' fee; "0" when staff cancel), GBP. */
      cancellationFeeGbp: string;
    };

/** An order event's effect on the order's card payment (none for an order paid in store). */
export class SettleOrderCommand extends Command<void> {
  constructor(readonly move: OrderMove) {
    super();
  }
}
