import type {
  LinkedOrders,
  MyOrder,
  OrderDetails,
  OrderLine,
  OrderSnapshot,
  OrderSummary,
  OrderView,
} from '@fx/contracts';
import type { OrderLineRecord, OrderRecord, StatusChangeRecord } from './order-record';
import type { OrderSummaryRow } from './orders-read.repository';

/** Currency, From, To, Rate: what the customer hands over and what they receive. */
function toLine(way: OrderRecord['way'], line: OrderLineRecord): OrderLine {
  const pounds = { amount: line.gbp, currency: 'GBP' };
  const foreign = { amount: line.foreign, currency: line.currency };
  return {
    currency: line.currency,
    rate: line.rate,
    gbp: line.gbp,
    foreign: line.foreign,
    from: way === 'collect' ? pounds : foreign,
    to: way === 'collect' ? foreign : pounds,
  };
}

/** The order as its customer sees it; archiving is staff housekeeping, so it reads as completed. */
export function toOrderView(order: OrderRecord): OrderView {
  return {
    orderNumber: order.orderNumber,
    status: order.status === 'archived' ? 'completed' : order.status,
    way: order.way,
    branch: order.branch,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    lines: order.lines.map((line) => toLine(order.way, line)),
    totalGbp: order.totalGbp,
    collectionDate: order.collectionDate,
    placedAt: order.placedAt.toISOString(),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    rateGuaranteedUntil: order.rateGuaranteedUntil?.toISOString() ?? null,
  };
}

/** An order in its customer's My orders: what they asked for per line, and whether they may cancel. */
export function toMyOrder(order: OrderRecord): MyOrder {
  const view = toOrderView(order);
  return {
    ...view,
    id: order.id,
    lines: view.lines.map((line, index) => ({
      ...line,
      requested: {
        amount: order.lines[index]!.requestedAmount,
        side: order.lines[index]!.requestedSide,
      },
    })),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancellable: order.status === 'pending',
  };
}

export function toOrderDetails(
  order: OrderRecord,
  history: StatusChangeRecord[],
  linkedOrders: LinkedOrders,
): OrderDetails {
  return {
    ...toOrderView(order),
    status: order.status,
    id: order.id,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    archivedAt: order.archivedAt?.toISOString() ?? null,
    history: history.map((change) => ({
      from: change.from,
      to: change.to,
      at: change.at.toISOString(),
      by: change.by,
    })),
    linkedOrders,
  };
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    email: row.email,
    way: row.way,
    status: row.status,
    totalGbp: row.totalGbp,
    foreign: row.foreign,
    placedAt: row.placedAt.toISOString(),
  };
}

/** What every order event says of the order. */
export function toOrderSnapshot(order: OrderRecord): OrderSnapshot {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    way: order.way,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    branch: {
      id: order.branch.id,
      name: order.branch.name,
      address: order.branch.address,
      phone: order.branch.phone,
      openingHours: order.branch.openingHours,
    },
    lines: order.lines.map((line) => ({
      currency: line.currency,
      rate: line.rate,
      gbp: line.gbp,
      foreign: line.foreign,
    })),
    totalGbp: order.totalGbp,
    collectionDate: order.collectionDate,
    placedAt: order.placedAt.toISOString(),
  };
}
