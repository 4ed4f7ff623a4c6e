import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { OrderDetails } from '@fx/contracts';
import { DomainError, outboxEntry } from '@fx/service-kit';
import { OrderDetailsReader } from '../order-details-reader';
import { OrderMover } from '../order-mover';
import { toOrderSnapshot } from '../order-view';
import { movedRecord } from '../orders-write.repository';
import { checkCleared } from '../compliance/compliance-check';
import { DispatchOrderCommand } from './dispatch-order.command';

/**
 * accepted -> completed for a delivery order (action dispatch), with its tracking number (checked
 * by the request's schema, check digit and all) and OrderDispatched, which e-mails the customer
 * the number. A collect order is handed over at the branch, never dispatched (409).
 */
@CommandHandler(DispatchOrderCommand)
export class DispatchOrderHandler implements ICommandHandler<DispatchOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    private readonly details: OrderDetailsReader,
  ) {}

  async execute({ id, trackingNumber, by }: DispatchOrderCommand): Promise<OrderDetails> {
    const dispatched = await this.mover.move({
      id,
      action: 'dispatch',
      by,
      effects: (order, at, to) => {
        if (!order.delivery)
          throw new DomainError(
            'ORDER_NOT_ACCEPTED',
            `Order ${order.orderNumber} is collected at the branch: only delivery orders are dispatched`,
          );
        checkCleared(order, 'dispatch');
        const changes = { trackingNumber, dispatchedAt: at };
        const sent = movedRecord(order, { from: order.status, to, at, by, changes });
        const event = outboxEntry('order.dispatched', {
          order: toOrderSnapshot(sent),
          trackingNumber,
          dispatchedAt: at.toISOString(),
          dispatchedBy: by,
        });
        return { changes, event };
      },
    });
    return this.details.of(dispatched);
  }
}
