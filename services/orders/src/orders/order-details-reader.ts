import { Inject, Injectable } from '@nestjs/common';
import type { OrderDetails } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { noSuchOrder } from './order-mover';
import type { OrderRecord } from './order-record';
import { toOrderDetails } from './order-view';
import { OrderReader } from './orders-read.repository';

/**
 * An order as staff see it: with its history and the customer's orders over the linked window.
 * Shared by the order's details and every move staff make, which answer with them.
 */
@Injectable()
export class OrderDetailsReader {
  constructor(
    private readonly orders: OrderReader,
    private readonly clock: Clock,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  /** The order by its id: ORDER_NOT_FOUND when there is none. */
  async byId(id: string): Promise<OrderDetails> {
    const [order, rest] = await Promise.all([this.orders.findById(id), this.around(id)]);
    if (!order) throw noSuchOrder();
    return rest(order);
  }

  /** The details of an order already read (one just moved): its history and linked orders. */
  async of(order: OrderRecord): Promise<OrderDetails> {
    return (await this.around(order.id))(order);
  }

  private async around(id: string): Promise<(order: OrderRecord) => OrderDetails> {
    const windowDays = this.rules.linkedWindowDays;
    const [history, linked] = await Promise.all([
      this.orders.history(id),
      this.orders.linkedTo(id, windowDays, this.clock.now()),
    ]);
    const linkedOrders = { ...linked, windowDays, limitGbp: this.rules.linkedLimitGbp };
    return (order) => toOrderDetails(order, history, linkedOrders);
  }
}
