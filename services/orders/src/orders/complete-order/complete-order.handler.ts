import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { OrderDetails } from '@fx/contracts';
import { DomainError, outboxEntry } from '@fx/service-kit';
import { OrderDetailsReader } from '../order-details-reader';
import { OrderMover } from '../order-mover';
import { toOrderSnapshot } from '../order-view';
import { CompleteOrderCommand } from './complete-order.command';

/** accepted -> completed, telling the customer (OrderCompleted). */
@CommandHandler(CompleteOrderCommand)
export class CompleteOrderHandler implements ICommandHandler<CompleteOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    private readonly details: OrderDetailsReader,
  ) {}

  async execute({ id, by }: CompleteOrderCommand): Promise<OrderDetails> {
    const completed = await this.mover.move({
      id,
      action: 'complete',
      by,
      effects: (order, at) => {
        // A delivery order is completed by sending it, with its tracking number.
        if (order.delivery)
          throw new DomainError(
            'ORDER_NOT_ACCEPTED',
            `Order ${order.orderNumber} is delivered: dispatch it with its tracking number instead`,
          );
        const event = outboxEntry('order.completed', {
          order: toOrderSnapshot(order),
          completedAt: at.toISOString(),
          completedBy: by,
        });
        return { event };
      },
    });
    return this.details.of(completed);
  }
}
