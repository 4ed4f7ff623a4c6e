import { Query } from '@nestjs/cqrs';
import type { OrderList, OrderListQuery } from '@fx/contracts';

/** One page of a dashboard list (pending, accepted or completed), searched (orders.admin.list). */
export class ListOrdersQuery extends Query<OrderList> {
  constructor(readonly list: OrderListQuery) {
    super();
  }
}
