import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { OrderList } from '@fx/contracts';
import { toOrderSummary } from '../order-view';
import { OrderReader } from '../orders-read.repository';
import { ListOrdersQuery } from './list-orders.query';

/** A page of a status list, newest first, with how many orders the list holds. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly orders: OrderReader) {}

  async execute({ list }: ListOrdersQuery): Promise<OrderList> {
    const { status, page, pageSize, q } = list;
    const { rows, total } = await this.orders.page(status, page, pageSize, q);
    return { orders: rows.map(toOrderSummary), total, page, pageSize };
  }
}
