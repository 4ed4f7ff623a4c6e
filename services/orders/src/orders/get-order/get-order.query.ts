import { Query } from '@nestjs/cqrs';
import type { OrderDetails } from '@fx/contracts';

/** An order for staff, by its id (orders.admin.get). */
export class GetOrderQuery extends Query<OrderDetails> {
  constructor(readonly id: string) {
    super();
  }
}
