import type { OrderStatus } from '@fx/contracts';
import { LINKED_STATUS_LIST } from './order-rows';
import type { LinkedLimit, NewOrder } from './orders-write.repository';

/**
 * The statement that places an order, a transaction of its own: `linked` takes the customer's
 * locks and sums their orders over the window (by e-mail, any letter case, or phone key; see the
 * orders.linked_total_gbp migration for why a function) and says whether this one would pass the
 * limit; only if not are the order, its lines, its first status change and its event
 * (`addEvent`, an insert from `placed`; none for a card order until it is paid) written. It answers the new order's id, or null, and
 * whether the limit stopped it.
 */
export function placeStatement(addEvent: string | null): string {
  return `WITH linked AS (
     SELECT orders.linked_total_gbp(:email, :phone, :linkedStatuses::text[], :windowDays::int,
                                    :placedAt::timestamptz)
              + :totalGbp::numeric > :limitGbp::numeric AS over
   ), placed AS (
     INSERT INTO orders.orders (id, order_number, way, branch_id, branch, first_name, last_name,
       email, phone, total_gbp, collection_date, idempotency_key, request_hash, placed_by,
       placed_at, status, payment_method, payment_status, amount_due_gbp, delivery, delivery_day,
       buy_back, buy_back_of, compliance_status, due_diligence, date_of_birth)
     SELECT :id, :orderNumber, :way, :branchId, :branch, :firstName, :lastName, :email, :phone,
            :totalGbp, :collectionDate, :idempotencyKey, :requestHash, :placedBy, :placedAt,
            :status, :paymentMethod, :paymentStatus, :amountDueGbp, :delivery::jsonb,
            :deliveryDay::date, :buyBack::jsonb, :buyBackOf::uuid, :complianceStatus,
            :dueDiligence::jsonb, :dateOfBirth::date
       FROM linked WHERE NOT linked.over
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id
   ), lines AS (
     INSERT INTO orders.order_lines (order_id, position, currency, requested_amount,
       requested_side, shown_rate, market_rate, rate, gbp, foreign_amount)
     SELECT placed.id, line.position - 1, line.currency, line.requested_amount,
            line.requested_side, line.shown_rate, line.market_rate, line.rate, line.gbp,
            line.foreign_amount
       FROM placed,
            unnest(:currencies::text[], :requestedAmounts::numeric[],
                   :requestedSides::text[], :shownRates::numeric[], :marketRates::numeric[],
                   :rates::numeric[], :gbps::numeric[], :foreignAmounts::numeric[])
            WITH ORDINALITY AS line(currency, requested_amount, requested_side, shown_rate,
                                    market_rate, rate, gbp, foreign_amount, position)
   ), first_status AS (
     INSERT INTO orders.status_changes (order_id, from_status, to_status, at, actor_kind,
       actor_id)
     SELECT placed.id, NULL, :status, :placedAt, :actorKind, :actorId FROM placed
   )${addEvent ? `, event AS (${addEvent})` : ''}
   SELECT (SELECT id FROM placed) AS id, (SELECT over FROM linked) AS over`;
}

/** The named parameters of placeStatement, but the event's. */
export function placeParams(
  order: NewOrder & { id: string; status: OrderStatus },
  limit: LinkedLimit,
) {
  const { payment, delivery, buyBack } = order;
  return {
    status: order.status,
    paymentMethod: payment.method,
    paymentStatus: payment.status,
    amountDueGbp: payment.amountDueGbp,
    // The day is a column of its own (the Dispatch screen's index), not part of the JSON.
    delivery: delivery ? JSON.stringify({ ...delivery, day: undefined }) : null,
    deliveryDay: delivery?.day ?? null,
    buyBack: buyBack ? JSON.stringify(buyBack) : null,
    buyBackOf: order.buyBackOf?.id ?? null,
    complianceStatus: order.compliance.status,
    dueDiligence: order.dueDiligence ? JSON.stringify(order.dueDiligence) : null,
    dateOfBirth: order.dateOfBirth,
    id: order.id,
    orderNumber: order.orderNumber,
    way: order.way,
    branchId: order.branch.id,
    branch: JSON.stringify(order.branch),
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    totalGbp: order.totalGbp,
    collectionDate: order.collectionDate,
    idempotencyKey: order.idempotencyKey,
    requestHash: order.requestHash,
    placedBy: JSON.stringify(order.placedBy),
    placedAt: order.placedAt,
    currencies: order.lines.map((line) => line.currency),
    requestedAmounts: order.lines.map((line) => line.requestedAmount),
    requestedSides: order.lines.map((line) => line.requestedSide),
    shownRates: order.lines.map((line) => line.shownRate),
    marketRates: order.lines.map((line) => line.marketRate),
    rates: order.lines.map((line) => line.rate),
    gbps: order.lines.map((line) => line.gbp),
    foreignAmounts: order.lines.map((line) => line.foreign),
    actorKind: order.placedBy.kind,
    actorId: order.placedBy.id ?? null,
    limitGbp: limit.limitGbp,
    windowDays: limit.windowDays,
    linkedStatuses: LINKED_STATUS_LIST,
  };
}
