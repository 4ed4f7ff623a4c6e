import type {
  BuyBackView,
  Fulfilment,
  LinkedOrders,
  MyOrder,
  OrderDetails,
  OrderLine,
  OrderPayment,
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
    cancelReason: order.cancelReason,
    rateGuaranteedUntil: order.rateGuaranteedUntil?.toISOString() ?? null,
    payment: toPayment(order),
    fulfilment: toFulfilment(order),
    buyBack: toBuyBack(order),
    buyBackOf: order.buyBackOf?.orderNumber ?? null,
    // Pending screening, held or frozen: the customer reads ORDER_BEING_CHECKED, never why.
    beingChecked: order.compliance.status !== 'clear',
  };
}

/** Paid in store, what is due is the order's value; by card, what the card is charged. */
function toPayment(order: OrderRecord): OrderPayment {
  const { payment } = order;
  return {
    method: payment.method,
    status: payment.status,
    amountDueGbp: payment.amountDueGbp ?? order.totalGbp,
    card: payment.card,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedGbp: payment.refundedGbp,
  };
}

function toFulfilment(order: OrderRecord): Fulfilment {
  const { delivery } = order;
  if (!delivery) return { kind: 'collect' };
  return {
    kind: 'delivery',
    address: delivery.address,
    nation: delivery.nation,
    day: delivery.day,
    saturday: delivery.saturday,
    feeGbp: delivery.feeGbp,
    trackingNumber: order.trackingNumber,
    dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
  };
}

/** The guarantee once it runs (from payment); before that the order only says what it costs. */
function toBuyBack(order: OrderRecord): BuyBackView | null {
  const guarantee = order.buyBack?.guarantee;
  if (!order.buyBack || !guarantee) return null;
  return {
    priceGbp: order.buyBack.priceGbp,
    until: guarantee.until,
    reminderOn: guarantee.reminderOn,
    capGbp: guarantee.capGbp,
    allowances: guarantee.allowances,
    usedBy: order.buyBackUsedBy,
  };
}

/**
 * Whether the customer may cancel: a pending order (paid or not), or a delivery order accepted
 * but not yet sent; a collect order once accepted is the branch's to cancel.
 */
export function isCancellableByCustomer(order: OrderRecord): boolean {
  if (order.compliance.status === 'held' || order.compliance.status === 'frozen') return false;
  if (order.status === 'pending') return true;
  return order.status === 'accepted' && order.delivery !== null && order.dispatchedAt === null;
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
    cancellable: isCancellableByCustomer(order),
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
    compliance: {
      status: order.compliance.status,
      dueDiligence: order.dueDiligence,
      idCheckId: order.idCheckId,
      erasedAt: order.erasedAt?.toISOString() ?? null,
    },
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
    payment: row.payment,
    fulfilment: row.delivery ? 'delivery' : 'collect',
    compliance: row.compliance,
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
    payment: {
      method: order.payment.method,
      amountDueGbp: order.payment.amountDueGbp ?? order.totalGbp,
      card: order.payment.card,
    },
    fulfilment: toFulfilment(order),
    buyBackUntil: order.buyBack?.guarantee?.until ?? null,
    ...(order.dueDiligence ? { dueDiligence: order.dueDiligence } : {}),
  };
}
