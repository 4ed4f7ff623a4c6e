import { Query } from '@nestjs/cqrs';
import type { RpcResponse } from '@fx/contracts';

/** GET /me/data: all the customer gave with their orders (orders.customer.export). */
export class ExportCustomerDataQuery extends Query<RpcResponse<'orders.customer.export'>> {
  constructor(readonly email: string) {
    super();
  }
}

/** POST /me/erasure: which of the customer's orders are kept, and until when. */
export class CustomerRetentionQuery extends Query<RpcResponse<'orders.customer.retention'>> {
  constructor(readonly email: string) {
    super();
  }
}
