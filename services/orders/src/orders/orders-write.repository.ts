import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { OrderPaymentStatus, OrderStatus } from '@fx/contracts';
import { OutboxRepository, query, sql } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { BuyBackRecord, OrderRecord, PlacedFields, StatusChangeRecord } from './order-record';
import { selectOrders } from './order-rows';
import { placeParams, placeStatement } from './place-statement';

export type NewOrder = Omit<PlacedFields, 'id'> & { idempotencyKey: string | null };

/** The linked-order limit: a customer's orders over the window may come to at most limitGbp. */
export interface LinkedLimit {
  limitGbp: string;
  windowDays: number;
}

/** What became of an order to place: written, refused by the limit, or its key already used. */
export type PlaceOutcome = 'placed' | 'limitReached' | 'keyTaken';

/** What a move sets besides its status: the payment's news, the days fixed at payment, dispatch. */
export interface OrderChanges {
  paymentStatus?: OrderPaymentStatus;
  card?: { brand: string; last4: string };
  paidAt?: Date;
  /** The delivery day, fixed when paid. */
  deliveryDay?: string;
  /** The guarantee, fixed when paid. */
  buyBack?: BuyBackRecord;
  trackingNumber?: string;
  dispatchedAt?: Date;
  /** Why the order is cancelled, for the customer. */
  cancelReason?: string;
  /** The ID record made at collection. */
  idCheckId?: string;
}

/** A status change as the lifecycle decides it, with what else it writes. */
export interface StatusMove extends StatusChangeRecord {
  from: OrderStatus;
  /** Set when the move guarantees the customer's rates until then. */
  rateGuaranteedUntil?: Date;
  changes?: OrderChanges;
  /** The event the move publishes, written to the outbox with it. */
  event?: OutboxEntry;
}

/** What a move comes to: the order as it now is, and the move written. */
export interface MovedOrder {
  order: OrderRecord;
  move: StatusMove;
}

/**
 * The order a card payment's statuses come in: a status never goes back to an earlier one (the
 * payments service sends each once, but a redelivered or late event may arrive after a later one).
 */
const PAYMENT_PROGRESS: readonly OrderPaymentStatus[] = [
  'awaiting_payment',
  'failed',
  'authorised',
  'captured',
  'released',
  'refund_failed',
  'refunded',
  'disputed',
];

/** The timestamp each status sets: its column, and the record's field. */
const STAMP = {
  accepted: { column: 'accepted_at', field: 'acceptedAt' },
  completed: { column: 'completed_at', field: 'completedAt' },
  cancelled: { column: 'cancelled_at', field: 'cancelledAt' },
  archived: { column: 'archived_at', field: 'archivedAt' },
} as const satisfies Partial<Record<OrderStatus, { column: string; field: keyof OrderRecord }>>;

const stampOf = (status: OrderStatus) =>
  status in STAMP ? STAMP[status as keyof typeof STAMP] : undefined;

/** The order after a move, as the move's statement leaves it: nothing read back. */
export function movedRecord(order: OrderRecord, move: StatusMove): OrderRecord {
  const stamp = stampOf(move.to);
  const changes = move.changes ?? {};
  return {
    ...order,
    status: move.to,
    ...(stamp ? { [stamp.field]: move.at } : {}),
    rateGuaranteedUntil: move.rateGuaranteedUntil ?? order.rateGuaranteedUntil,
    payment: {
      ...order.payment,
      status: changes.paymentStatus ?? order.payment.status,
      card: changes.card ?? order.payment.card,
      paidAt: changes.paidAt ?? order.payment.paidAt,
    },
    delivery:
      order.delivery && changes.deliveryDay
        ? { ...order.delivery, day: changes.deliveryDay }
        : order.delivery,
    buyBack: changes.buyBack ?? order.buyBack,
    trackingNumber: changes.trackingNumber ?? order.trackingNumber,
    dispatchedAt: changes.dispatchedAt ?? order.dispatchedAt,
    cancelReason: changes.cancelReason ?? order.cancelReason,
    idCheckId: changes.idCheckId ?? order.idCheckId,
  };
}

/** Writes orders, their lines and status changes, each with its event, in one transaction. */
@Injectable()
export class OrderWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * Places an order in one statement, so one transaction and one round trip, unless the
   * customer's linked orders would pass the limit: the order (its id given), its lines, its first
   * status change (to pending, or awaiting_payment) and its OrderPlaced event in the outbox (none
   * for a card order: it is announced once paid). Writes nothing and says
   * why when the limit is reached or another order already holds the idempotency key (a
   * concurrent insert with the same key waits for this one's fate).
   *
   * The statement first takes the customer's locks, then sums their orders
   * (orders.linked_total_gbp), so the sum is read only once any order of theirs being placed has
   * committed: two concurrent orders cannot both slip under the limit.
   *
   * It is a prepared statement: each connection parses and plans it once, where planning it for
   * every order cost the database a third of a millisecond.
   */
  async insertPlaced(
    order: NewOrder & { id: string; status: OrderStatus },
    event: OutboxEntry | null,
    limit: LinkedLimit,
    guard?: (transaction: Queryable) => Promise<void>,
  ): Promise<PlaceOutcome> {
    const addEvent = event ? this.outbox.addPart('placed', event) : null;
    if (guard) {
      // A check that must hold when written (a sell-back's allowance): one transaction with it.
      return this.dataSource.transaction(async (transaction) => {
        await guard(transaction);
        const [row] = await query<{ id: string | null; over: boolean }[]>(
          transaction,
          placeStatement(addEvent?.text ?? null),
          { ...placeParams(order, limit), ...addEvent?.params },
        );
        return row!.id ? 'placed' : row!.over ? 'limitReached' : 'keyTaken';
      });
    }
    const statement = sql(placeStatement(addEvent?.text ?? null), {
      ...placeParams(order, limit),
      ...addEvent?.params,
    });
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const { rows } = await pool.query<{ id: string | null; over: boolean }>({
      // A prepared statement per text: a card order's has no event yet.
      name: addEvent ? 'orders.place' : 'orders.place.card',
      ...statement,
    });
    return rows[0]!.id ? 'placed' : rows[0]!.over ? 'limitReached' : 'keyTaken';
  }

  /**
   * Changes an order's status in one transaction: reads the order once, locking its row, lets
   * `decide` choose the move from the order as it now is (or refuse by throwing, writing nothing),
   * then writes the move in one statement: the new status, its stamp, the move's event and the
   * status change. Null, writing nothing, when there is no such order.
   */
  changeStatus(id: string, decide: (order: OrderRecord) => StatusMove): Promise<MovedOrder | null> {
    return this.dataSource.transaction(async (transaction) => {
      const [order] = await selectOrders(transaction, 'o.id = :id FOR UPDATE OF o', { id });
      if (!order) return null;
      const move = decide(order);
      await this.writeMove(transaction, id, move);
      return { order: movedRecord(order, move), move };
    });
  }

  /**
   * Sets a card order's payment status and the amount refunded as the payments service's events
   * say, never backwards: a status earlier in PAYMENT_PROGRESS than the one stored, or a smaller
   * refund, is left as it is (a replayed or late event).
   */
  async recordPayment(
    id: string,
    status: OrderPaymentStatus | null,
    refundedGbp: string | null,
  ): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE orders.orders
          SET payment_status = CASE
                WHEN :status::text IS NOT NULL
                 AND array_position(:progress::text[], :status::text)
                     > array_position(:progress::text[], payment_status)
                THEN :status::text ELSE payment_status END,
              refunded_gbp = GREATEST(refunded_gbp, COALESCE(:refundedGbp::numeric, 0))
        WHERE id = :id AND payment_method = 'card'`,
      { id, status, refundedGbp, progress: PAYMENT_PROGRESS },
    );
  }

  /**
   * Deletes an order still awaiting a payment that never started, with its lines and first
   * status, in one transaction; false, deleting nothing, for any other order.
   */
  deleteUnpaid(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (transaction) => {
      const found = await query<{ id: string }[]>(
        transaction,
        `SELECT id FROM orders.orders
          WHERE id = :id AND status = 'awaiting_payment' AND payment_status = 'awaiting_payment'
          FOR UPDATE`,
        { id },
      );
      if (found.length === 0) return false;
      await query(transaction, 'DELETE FROM orders.order_lines WHERE order_id = :id', { id });
      await query(transaction, 'DELETE FROM orders.status_changes WHERE order_id = :id', { id });
      await query(transaction, 'DELETE FROM orders.orders WHERE id = :id', { id });
      return true;
    });
  }

  private async writeMove(transaction: Queryable, id: string, move: StatusMove): Promise<void> {
    const stamp = stampOf(move.to);
    const addEvent = move.event ? this.outbox.addPart('moved', move.event) : undefined;
    await query(
      transaction,
      `WITH moved AS (
         UPDATE orders.orders SET status = :to${stamp ? `, ${stamp.column} = :at` : ''},
                rate_guaranteed_until = COALESCE(:until, rate_guaranteed_until),
                payment_status = COALESCE(:paymentStatus, payment_status),
                card_brand = COALESCE(:cardBrand, card_brand),
                card_last4 = COALESCE(:cardLast4, card_last4),
                paid_at = COALESCE(:paidAt, paid_at),
                delivery_day = COALESCE(:deliveryDay::date, delivery_day),
                buy_back = COALESCE(:buyBack::jsonb, buy_back),
                buy_back_until = COALESCE(:buyBackUntil::date, buy_back_until),
                tracking_number = COALESCE(:trackingNumber, tracking_number),
                dispatched_at = COALESCE(:dispatchedAt, dispatched_at),
                cancel_reason = COALESCE(:cancelReason, cancel_reason),
                id_check_id = COALESCE(:idCheckId::uuid, id_check_id)
          WHERE id = :id
         RETURNING id
       ), change AS (
         INSERT INTO orders.status_changes (order_id, from_status, to_status, at, actor_kind,
           actor_id)
         SELECT id, :from, :to, :at, :actorKind, :actorId FROM moved
       )${addEvent ? `, event AS (${addEvent.text})` : ''}
       SELECT count(*) FROM moved`,
      {
        id,
        from: move.from,
        to: move.to,
        at: move.at,
        until: move.rateGuaranteedUntil ?? null,
        ...changeParams(move.changes ?? {}),
        actorKind: move.by.kind,
        actorId: move.by.id ?? null,
        ...addEvent?.params,
      },
    );
  }
}

function changeParams(changes: OrderChanges) {
  return {
    paymentStatus: changes.paymentStatus ?? null,
    cardBrand: changes.card?.brand ?? null,
    cardLast4: changes.card?.last4 ?? null,
    paidAt: changes.paidAt ?? null,
    deliveryDay: changes.deliveryDay ?? null,
    buyBack: changes.buyBack ? JSON.stringify(changes.buyBack) : null,
    buyBackUntil: changes.buyBack?.guarantee?.until ?? null,
    trackingNumber: changes.trackingNumber ?? null,
    dispatchedAt: changes.dispatchedAt ?? null,
    cancelReason: changes.cancelReason ?? null,
    idCheckId: changes.idCheckId ?? null,
  };
}
