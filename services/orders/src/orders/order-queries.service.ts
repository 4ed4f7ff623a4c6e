import { Inject, Injectable } from '@nestjs/common';
import type {
  Collections,
  MyOrders,
  OrderDetails,
  OrderList,
  OrderListQuery,
  OrderStats,
  OrderView,
} from '@fx/contracts';
import { Clock, DomainError } from '@fx/service-kit';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { collectionRange, collectionsByDay } from './collections';
import { BUSINESS_TIME_ZONE } from './orders.tokens';
import { toMyOrder, toOrderDetails, toOrderSummary, toOrderView } from './order-view';
import { OrderReader } from './orders-read.repository';
import { OrderReports } from './orders-reports.repository';

/** The most orders My orders lists (newest first): years of a regular customer's orders. */
const MY_ORDERS_LIMIT = 200;

/** Reads: the dashboard's lists, details and statistics, a customer's tracking. */
@Injectable()
export class OrderQueriesService {
  constructor(
    private readonly orders: OrderReader,
    private readonly reports: OrderReports,
    private readonly clock: Clock,
    @Inject(BUSINESS_TIME_ZONE) private readonly timeZone: string,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
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

  /** An order for staff, with its history and the customer's orders over the linked window. */
  async details(id: string): Promise<OrderDetails> {
    const windowDays = this.rules.linkedWindowDays;
    const [order, history, linked] = await Promise.all([
      this.orders.findById(id),
      this.orders.history(id),
      this.orders.linkedTo(id, windowDays, this.clock.now()),
    ]);
    if (!order) throw new DomainError('ORDER_NOT_FOUND', 'There is no such order');
    return toOrderDetails(order, history, {
      ...linked,
      windowDays,
      limitGbp: this.rules.linkedLimitGbp,
    });
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

  /** Accepted orders to collect from today for `days` days, with what to have ready each day. */
  async collections(days: number): Promise<Collections> {
    const dates = collectionRange(this.clock.now(), days);
    const [from, to] = [dates[0]!, dates.at(-1)!];
    const [orders, prepared] = await Promise.all([
      this.reports.collections(from, to),
      this.reports.prepared(from, to),
    ]);
    return collectionsByDay(dates, orders, prepared);
  }

  async stats(days: number): Promise<OrderStats> {
    const now = this.clock.now();
    const [counts, daily, topCurrencies] = await Promise.all([
      this.reports.countByStatus(),
      this.reports.daily(days, this.timeZone, now),
      this.reports.topCurrencies(days, now),
    ]);
    return { counts, timeZone: this.timeZone, topCurrencies, daily };
  }
}
