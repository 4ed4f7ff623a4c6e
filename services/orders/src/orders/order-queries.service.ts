import { Inject, Injectable } from '@nestjs/common';
import type {
  Branch,
  MyOrders,
  OrderDetails,
  OrderList,
  OrderListQuery,
  OrderStats,
  OrderView,
} from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { BranchesRepository } from '../branches/branches.repository';
import { BUSINESS_TIME_ZONE } from './orders.tokens';
import { toMyOrder, toOrderDetails, toOrderSummary, toOrderView } from './order-view';
import { OrderReader } from './orders-read.repository';
import { OrderReports } from './orders-reports.repository';

/** The most orders My orders lists (newest first): years of a regular customer's orders. */
const MY_ORDERS_LIMIT = 200;

/** Reads: the dashboard's lists, details and statistics, a customer's tracking, the branches. */
@Injectable()
export class OrderQueriesService {
  constructor(
    private readonly orders: OrderReader,
    private readonly reports: OrderReports,
    private readonly branches: BranchesRepository,
    @Inject(BUSINESS_TIME_ZONE) private readonly timeZone: string,
  ) {}

  async list(query: OrderListQuery): Promise<OrderList> {
    const { rows, total } = await this.orders.page(
      query.status,
      query.page,
      query.pageSize,
      query.q,
    );
    return { orders: rows.map(toOrderSummary), total, page: query.page, pageSize: query.pageSize };
  }

  async details(id: string): Promise<OrderDetails> {
    const order = await this.orders.findById(id);
    if (!order) throw new DomainError('ORDER_NOT_FOUND', 'There is no such order');
    return toOrderDetails(order, await this.orders.history(id));
  }

  /** A wrong e-mail gets exactly the answer a missing order gets. */
  async track(orderNumber: string, email: string): Promise<OrderView> {
    const order = /^\d{8}$/.test(orderNumber)
      ? await this.orders.findByNumberAndEmail(orderNumber, email.trim())
      : null;
    if (!order) {
      throw new DomainError(
        'ORDER_NOT_FOUND',
        'We could not find an order with that number and e-mail address',
      );
    }
    return toOrderView(order);
  }

  /** My orders: a customer's orders by their verified e-mail (the gateway's, never a parameter). */
  async mine(email: string): Promise<MyOrders> {
    const orders = await this.orders.findByEmail(email.trim(), MY_ORDERS_LIMIT);
    return { orders: orders.map(toMyOrder) };
  }

  async stats(days: number): Promise<OrderStats> {
    const [counts, daily, topCurrencies] = await Promise.all([
      this.reports.countByStatus(),
      this.reports.daily(days, this.timeZone),
      this.reports.topCurrencies(days),
    ]);
    return { counts, timeZone: this.timeZone, topCurrencies, daily };
  }

  branchList(): Promise<Branch[]> {
    return this.branches.listActive();
  }
}
