import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { OrderDetails } from '@fx/contracts';
import { DomainError, outboxEntry } from '@fx/service-kit';
import { OrderDetailsReader } from '../order-details-reader';
import { OrderMover } from '../order-mover';
import { toOrderSnapshot } from '../order-view';
import { checkCleared } from '../compliance/compliance-check';
import { CompleteOrderCommand } from './complete-order.command';

const idCheckRequired = (orderNumber: string) => {
  const message = `Record the customer's ID before completing order ${orderNumber}`;
  return new DomainError('ID_CHECK_REQUIRED', message, [{ field: 'idCheck', message }]);
};

/**
 * accepted -> completed, telling the customer (OrderCompleted): only a clear order, and only with
 * the ID record staff made at the counter (its id, from the compliance service), stored with it.
 */
@CommandHandler(CompleteOrderCommand)
export class CompleteOrderHandler implements ICommandHandler<CompleteOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    private readonly details: OrderDetailsReader,
  ) {}

  async execute({ id, by, idCheckId }: CompleteOrderCommand): Promise<OrderDetails> {
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
        checkCleared(order, 'complete');
        // Every customer is told to bring ID: staff record what they saw first.
        if (!idCheckId) throw idCheckRequired(order.orderNumber);
        const event = outboxEntry('order.completed', {
          order: toOrderSnapshot(order),
          completedAt: at.toISOString(),
          completedBy: by,
        });
        return { event, changes: { idCheckId } };
      },
    });
    return this.details.of(completed);
  }
}
