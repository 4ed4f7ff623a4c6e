import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { Collections } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { collectionRange, collectionsByDay } from '../collections';
import { OrderReports } from '../orders-reports.repository';
import { ListCollectionsQuery } from './list-collections.query';

/** Accepted orders to collect from today for `days` days, with what to have ready each day. */
@QueryHandler(ListCollectionsQuery)
export class ListCollectionsHandler implements IQueryHandler<ListCollectionsQuery> {
  constructor(
    private readonly reports: OrderReports,
    private readonly clock: Clock,
  ) {}

  async execute({ days }: ListCollectionsQuery): Promise<Collections> {
    const dates = collectionRange(this.clock.now(), days);
    const [from, to] = [dates[0]!, dates.at(-1)!];
    const [orders, prepared] = await Promise.all([
      this.reports.collections(from, to),
      this.reports.prepared(from, to),
    ]);
    return collectionsByDay(dates, orders, prepared);
  }
}
