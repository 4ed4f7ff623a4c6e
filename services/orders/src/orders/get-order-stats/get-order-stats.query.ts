import { Query } from '@nestjs/cqrs';
import type { OrderStats } from '@fx/contracts';

/** The dashboard's counters and series over the last `days` days (orders.admin.stats). */
export class GetOrderStatsQuery extends Query<OrderStats> {
  constructor(readonly days: number) {
    super();
  }
}
