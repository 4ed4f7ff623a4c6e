import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { OrderDetails } from '@fx/contracts';
import { OrderDetailsReader } from '../order-details-reader';
import { OrderMover, cancellation } from '../order-mover';
import { DeleteOrderCommand } from './delete-order.command';

/**
 * Pending or accepted orders are cancelled (and the customer told), completed ones archived out of
 * History, telling no one. The record itself is kept (anti-money-laundering retention).
 */
@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    private readonly details: OrderDetailsReader,
  ) {}

  async execute({ id, by }: DeleteOrderCommand): Promise<OrderDetails> {
    const removed = await this.mover.move({
      id,
      action: 'delete',
      by,
      effects: (order, at, to) =>
        to === 'cancelled' ? cancellation(order, at, by, 'Cancelled by the branch') : {},
    });
    return this.details.of(removed);
  }
}
