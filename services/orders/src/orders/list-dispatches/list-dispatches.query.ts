import { Query } from '@nestjs/cqrs';
import type { DispatchList } from '@fx/contracts';

/** Delivery orders by the day they arrive, from `from` (today by default) (orders.admin.dispatches). */
export class ListDispatchesQuery extends Query<DispatchList> {
  constructor(readonly from?: string) {
    super();
  }
}
