import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { TrackedOrder } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { toOrderView } from '../order-view';
import { OrderReader } from '../orders-read.repository';
import { TrackOrderQuery } from './track-order.query';

/** A wrong e-mail gets exactly the answer a missing order gets. */
@QueryHandler(TrackOrderQuery)
export class TrackOrderHandler implements IQueryHandler<TrackOrderQuery> {
  constructor(private readonly orders: OrderReader) {}

  async execute({ orderNumber, email }: TrackOrderQuery): Promise<TrackedOrder> {
    const order = /^\d{8}$/.test(orderNumber)
      ? await this.orders.findByNumberAndEmail(orderNumber, email.trim())
      : null;
    if (!order) {
      throw new DomainError(
        'ORDER_NOT_FOUND',
        'We could not find an order with that number and e-mail address',
      );
    }
    // The id is for the gateway (payments.sync); it leaves it out of the customer's answer.
    return { ...toOrderView(order), id: order.id };
  }
}
