import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { MyOrders } from '@fx/contracts';
import { toMyOrder } from '../order-view';
import { OrderReader } from '../orders-read.repository';
import { ListMyOrdersQuery } from './list-my-orders.query';

/** The most orders My orders lists (newest first): years of a regular customer's orders. */
const MY_ORDERS_LIMIT = 200;

/** Every order placed with the customer's e-mail (any letter case), newest first. */
@QueryHandler(ListMyOrdersQuery)
export class ListMyOrdersHandler implements IQueryHandler<ListMyOrdersQuery> {
  constructor(private readonly orders: OrderReader) {}

  async execute({ email }: ListMyOrdersQuery): Promise<MyOrders> {
    const orders = await this.orders.findByEmail(email.trim(), MY_ORDERS_LIMIT);
    return { orders: orders.map(toMyOrder) };
  }
}
