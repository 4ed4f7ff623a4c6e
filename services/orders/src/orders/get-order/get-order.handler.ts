import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { OrderDetails } from '@fx/contracts';
import { OrderDetailsReader } from '../order-details-reader';
import { GetOrderQuery } from './get-order.query';

/** The order with its history and the customer's orders over the linked window. */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(private readonly details: OrderDetailsReader) {}

  execute({ id }: GetOrderQuery): Promise<OrderDetails> {
    return this.details.byId(id);
  }
}
