import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { OrderStats } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { BUSINESS_TIME_ZONE } from '../orders.tokens';
import { OrderReports } from '../orders-reports.repository';
import { GetOrderStatsQuery } from './get-order-stats.query';

/** Counts per list, orders per day in the bureau's time zone, the busiest currencies. */
@QueryHandler(GetOrderStatsQuery)
export class GetOrderStatsHandler implements IQueryHandler<GetOrderStatsQuery> {
  constructor(
    private readonly reports: OrderReports,
    private readonly clock: Clock,
    @Inject(BUSINESS_TIME_ZONE) private readonly timeZone: string,
  ) {}

  async execute({ days }: GetOrderStatsQuery): Promise<OrderStats> {
    const now = this.clock.now();
    const [counts, daily, topCurrencies] = await Promise.all([
      this.reports.countByStatus(),
      this.reports.daily(days, this.timeZone, now),
      this.reports.topCurrencies(days, now),
    ]);
    return { counts, timeZone: this.timeZone, topCurrencies, daily };
  }
}
