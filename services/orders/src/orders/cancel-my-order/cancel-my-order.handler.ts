import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Actor, MyOrder } from '@fx/contracts';
import { OrderMover, cancellation } from '../order-mover';
import { toMyOrder } from '../order-view';
import { CancelMyOrderCommand } from './cancel-my-order.command';

/**
 * The customer cancels their own order while it is pending. Someone else's order is answered as a
 * missing one; an accepted order only the branch may cancel (409).
 */
@CommandHandler(CancelMyOrderCommand)
export class CancelMyOrderHandler implements ICommandHandler<CancelMyOrderCommand> {
  constructor(private readonly mover: OrderMover) {}

  async execute({ id, email }: CancelMyOrderCommand): Promise<MyOrder> {
    const by: Actor = { kind: 'customer' };
    const cancelled = await this.mover.move({
      id,
      action: 'cancel',
      by,
      visible: (order) => order.email.toLowerCase() === email.toLowerCase(),
      effects: (order, at) => cancellation(order, at, by, 'Cancelled by the customer'),
    });
    return toMyOrder(cancelled);
  }
}
