import { Query } from '@nestjs/cqrs';
import type { MyOrders } from '@fx/contracts';

/** My orders: a customer's orders (orders.customer.list). */
export class ListMyOrdersQuery extends Query<MyOrders> {
  constructor(
    /** The customer's verified e-mail (the gateway's, never a parameter). */
    readonly email: string,
  ) {
    super();
  }
}
