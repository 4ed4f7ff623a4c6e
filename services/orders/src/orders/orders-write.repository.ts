import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { OrderStatus } from '@fx/contracts';
import { OutboxRepository, query, sql } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { OrderRecord, PlacedFields, StatusChangeRecord } from './order-record';
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

/** A status change as the lifecycle decides it, with what else it writes. */
export interface StatusMove extends StatusChangeRecord {
  from: OrderStatus;
  /** Set when the move guarantees the customer's rates until then. */
  rateGuaranteedUntil?: Date;
  /** The event the move publishes, written to the outbox with it. */
  event?: OutboxEntry;
}

/** What a move comes to: the order as it now is, and the move written. */
export interface MovedOrder {
  order: OrderRecord;
  move: StatusMove;
}

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
function movedRecord(order: OrderRecord, move: StatusMove): OrderRecord {
  const stamp = stampOf(move.to);
  return {
    ...order,
    status: move.to,
    ...(stamp ? { [stamp.field]: move.at } : {}),
    rateGuaranteedUntil: move.rateGuaranteedUntil ?? order.rateGuaranteedUntil,
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
  ): Promise<PlaceOutcome> {
    const addEvent = event ? this.outbox.addPart('placed', event) : null;
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
                rate_guaranteed_until = COALESCE(:until, rate_guaranteed_until)
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
        actorKind: move.by.kind,
        actorId: move.by.id ?? null,
        ...addEvent?.params,
      },
    );
  }
}
