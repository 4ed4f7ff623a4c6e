import type { Actor, OrderStatus } from '@fx/contracts';
import { query } from '@fx/service-kit';
import type { Queryable, SqlParams } from '@fx/service-kit';
import type {
  BuyBackRecord,
  DeliveryRecord,
  OrderLineRecord,
  OrderRecord,
  PaymentRecord,
} from './order-record';

/**
 * The orders the linked-order limit counts: every order not cancelled (archived ones are
 * completed orders staff have cleared from History).
 */
export const LINKED_STATUS_LIST: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'completed',
  'archived',
];
/** The same, as SQL's `IN (...)` list. */
export const LINKED_STATUSES = `(${LINKED_STATUS_LIST.map((status) => `'${status}'`).join(', ')})`;

const SELECT_ORDER = `
  SELECT o.id, o.order_number, o.way, o.status, o.branch, o.first_name, o.last_name, o.email,
         o.phone, o.total_gbp::text AS total_gbp,
         to_char(o.collection_date, 'YYYY-MM-DD') AS collection_date, o.request_hash, o.placed_by, o.placed_at,
         o.accepted_at, o.completed_at, o.cancelled_at, o.archived_at, o.rate_guaranteed_until,
         o.payment_method, o.payment_status, o.amount_due_gbp::text AS amount_due_gbp, o.card_brand,
         o.card_last4, o.paid_at, o.refunded_gbp::numeric(20, 2)::text AS refunded_gbp, o.delivery,
         to_char(o.delivery_day, 'YYYY-MM-DD') AS delivery_day, o.tracking_number, o.dispatched_at,
         o.buy_back, o.buy_back_of, o.cancel_reason, o.compliance_status, o.compliance_holds,
         o.due_diligence, to_char(o.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, o.id_check_id,
         o.erased_at,
         (SELECT b.order_number FROM orders.orders b WHERE b.id = o.buy_back_of) AS buy_back_of_number,
         CASE WHEN o.buy_back IS NULL THEN NULL ELSE
           (SELECT json_agg(s.order_number ORDER BY s.placed_at) FROM orders.orders s
             WHERE s.buy_back_of = o.id AND s.status <> 'cancelled') END AS buy_back_used_by,
         (SELECT json_agg(json_build_object(
                   'currency', l.currency,
                   'requestedAmount', l.requested_amount::text,
                   'requestedSide', l.requested_side,
                   'shownRate', l.shown_rate::text,
                   'marketRate', l.market_rate::text,
                   'rate', l.rate::text,
                   'gbp', l.gbp::text,
                   'foreign', l.foreign_amount::text) ORDER BY l.position)
            FROM orders.order_lines l WHERE l.order_id = o.id) AS lines
    FROM orders.orders o`;

interface OrderRow {
  id: string;
  order_number: string;
  way: OrderRecord['way'];
  status: OrderStatus;
  branch: OrderRecord['branch'];
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  total_gbp: string;
  collection_date: string | null;
  request_hash: string;
  placed_by: Actor;
  placed_at: Date;
  accepted_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  archived_at: Date | null;
  rate_guaranteed_until: Date | null;
  lines: OrderLineRecord[] | null;
  payment_method: PaymentRecord['method'];
  payment_status: PaymentRecord['status'];
  amount_due_gbp: string | null;
  card_brand: string | null;
  card_last4: string | null;
  paid_at: Date | null;
  refunded_gbp: string;
  delivery: Omit<DeliveryRecord, 'day'> | null;
  delivery_day: string | null;
  tracking_number: string | null;
  dispatched_at: Date | null;
  buy_back: BuyBackRecord | null;
  buy_back_of: string | null;
  cancel_reason: string | null;
  buy_back_of_number: string | null;
  buy_back_used_by: string[] | null;
  compliance_status: OrderRecord['compliance']['status'];
  compliance_holds: OrderRecord['compliance']['holds'];
  due_diligence: OrderRecord['dueDiligence'];
  date_of_birth: string | null;
  id_check_id: string | null;
  erased_at: Date | null;
}

function toRecord(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    way: row.way,
    status: row.status,
    branch: row.branch,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    totalGbp: row.total_gbp,
    collectionDate: row.collection_date,
    requestHash: row.request_hash,
    placedBy: row.placed_by,
    placedAt: row.placed_at,
    acceptedAt: row.accepted_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    archivedAt: row.archived_at,
    cancelReason: row.cancel_reason,
    rateGuaranteedUntil: row.rate_guaranteed_until,
    lines: row.lines ?? [],
    payment: {
      method: row.payment_method,
      status: row.payment_status,
      amountDueGbp: row.amount_due_gbp,
      card:
        row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      paidAt: row.paid_at,
      refundedGbp: row.refunded_gbp,
    },
    delivery: row.delivery && row.delivery_day ? { ...row.delivery, day: row.delivery_day } : null,
    trackingNumber: row.tracking_number,
    dispatchedAt: row.dispatched_at,
    buyBack: row.buy_back,
    buyBackOf:
      row.buy_back_of && row.buy_back_of_number
        ? { id: row.buy_back_of, orderNumber: row.buy_back_of_number }
        : null,
    buyBackUsedBy: row.buy_back_used_by ?? [],
    compliance: { status: row.compliance_status, holds: row.compliance_holds },
    dueDiligence: row.due_diligence,
    dateOfBirth: row.date_of_birth,
    idCheckId: row.id_check_id,
    erasedAt: row.erased_at,
  };
}

/**
 * Orders with their lines, read on `db` (in a transaction or not): `condition` and what follows
 * it (ordering, a limit) are SQL over `o`, the orders table, with named parameters.
 */
export async function selectOrders(
  db: Queryable,
  condition: string,
  params: SqlParams,
): Promise<OrderRecord[]> {
  const rows = await query<OrderRow[]>(db, `${SELECT_ORDER} WHERE ${condition}`, params);
  return rows.map(toRecord);
}
