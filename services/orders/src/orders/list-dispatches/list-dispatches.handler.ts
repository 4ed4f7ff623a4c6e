import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { addDays, londonNow } from '@fx/contracts';
import type { DispatchList } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { OrderReports } from '../orders-reports.repository';
import { ListDispatchesQuery } from './list-dispatches.query';

/** The Dispatch screen looks this many days ahead. */
export const DISPATCH_DAYS = 14;

/**
 * The Dispatch screen: every day from `from` (today, London) for DISPATCH_DAYS days, even an
 * empty one, with the delivery orders arriving that day (pending ones to accept first, accepted
 * ones to send, completed ones sent) and what to pack for each.
 */
@QueryHandler(ListDispatchesQuery)
export class ListDispatchesHandler implements IQueryHandler<ListDispatchesQuery> {
  constructor(
    private readonly reports: OrderReports,
    private readonly clock: Clock,
  ) {}

  async execute({ from }: ListDispatchesQuery): Promise<DispatchList> {
    const first = from ?? londonNow(this.clock.now()).date;
    const days = Array.from({ length: DISPATCH_DAYS }, (_, index) => addDays(first, index));
    const orders = await this.reports.dispatches(first, days.at(-1)!);
    return {
      days: days.map((day) => ({
        day,
        orders: orders.filter((order) => order.day === day).map(({ day: _, ...order }) => order),
      })),
    };
  }
}
