import { COMPLIANCE_STATUSES } from '@fx/contracts/web';
import type {
  ComplianceStatus,
  ListedOrderStatus,
  OrderList,
  OrderSnapshot,
  OrderSummary,
} from '@fx/contracts';
import type { AdminEvent } from '@/lib/admin-events';

export const ORDER_EVENT_TYPES = [
  'order.placed',
  'order.accepted',
  'order.completed',
  'order.cancelled',
  'order.dispatched',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** An order event from the staff stream: what happened, and the order it happened to. */
export type OrderEvent = { type: OrderEventType; order: OrderSnapshot };

/** The lists an event changes: an order leaves one list and joins the next. */
export const LISTS_CHANGED_BY: Record<OrderEventType, readonly ListedOrderStatus[]> = {
  'order.placed': ['pending'],
  'order.accepted': ['pending', 'accepted'],
  'order.completed': ['accepted', 'completed'],
  'order.cancelled': ['pending', 'accepted'],
  'order.dispatched': ['accepted', 'completed'],
};

function isOrderEventType(type: string): type is OrderEventType {
  return (ORDER_EVENT_TYPES as readonly string[]).includes(type);
}

function isSnapshot(value: unknown): value is OrderSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<Record<keyof OrderSnapshot, unknown>>;
  const customer = order.customer as Partial<OrderSnapshot['customer']> | null | undefined;
  return (
    typeof order.orderId === 'string' &&
    typeof order.orderNumber === 'string' &&
    (order.way === 'collect' || order.way === 'sell') &&
    typeof order.totalGbp === 'string' &&
    typeof order.placedAt === 'string' &&
    Array.isArray(order.lines) &&
    typeof customer === 'object' &&
    customer !== null &&
    typeof customer.firstName === 'string' &&
    typeof customer.lastName === 'string'
  );
}

/** Reads an `order.*` event's envelope (`{ id, type, payload: { order } }`); null for anything else. */
export function readOrderEvent(event: AdminEvent): OrderEvent | null {
  if (!isOrderEventType(event.type)) return null;
  const data = event.data as { payload?: { order?: unknown } } | null | undefined;
  const order = typeof data === 'object' && data !== null ? data.payload?.order : undefined;
  return isSnapshot(order) ? { type: event.type, order } : null;
}

/** A just-placed order as a row of the Pending list. */
export function toPendingSummary(order: OrderSnapshot): OrderSummary {
  return {
    id: order.orderId,
    orderNumber: order.orderNumber,
    name: `${order.customer.firstName} ${order.customer.lastName}`,
    phone: order.customer.phone,
    email: order.customer.email,
    way: order.way,
    status: 'pending',
    totalGbp: order.totalGbp,
    foreign: order.lines.map((line) => ({ amount: line.foreign, currency: line.currency })),
    placedAt: order.placedAt,
    // order.placed of a card order is written once the card is held.
    payment: order.payment?.method === 'card' ? 'authorised' : null,
    fulfilment: order.fulfilment?.kind ?? 'collect',
    // Just placed: not screened yet (compliance announces the standing next).
    compliance: 'pending',
  };
}

/** Puts a just-placed order at the top of a first page (newest first), once. */
export function withPlacedOrder(list: OrderList, order: OrderSummary): OrderList {
  if (list.orders.some((row) => row.id === order.id)) return list;
  return {
    ...list,
    orders: [order, ...list.orders].slice(0, list.pageSize),
    total: list.total + 1,
  };
}

const STANDING_EVENT_TYPES = ['order.screened', 'order.held', 'order.cleared', 'order.frozen'];

/** An order's new standing with compliance (`order.screened|held|cleared|frozen`): its id and status. */
export function readStandingEvent(
  event: AdminEvent,
): { orderId: string; status: ComplianceStatus } | null {
  if (!STANDING_EVENT_TYPES.includes(event.type)) return null;
  const data = event.data as { payload?: { orderId?: unknown; status?: unknown } } | null;
  const payload = typeof data === 'object' && data !== null ? data.payload : undefined;
  const { orderId, status } = payload ?? {};
  if (typeof orderId !== 'string') return null;
  if (!COMPLIANCE_STATUSES.includes(status as ComplianceStatus)) return null;
  return { orderId, status: status as ComplianceStatus };
}
