import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CollectionOrder, DispatchOrder, ListedOrderStatus, Way } from '@fx/contracts';
import { query } from '@fx/service-kit';

/** An accepted order to collect on `date`, as the Collections screen lists it. */
export interface CollectionRow extends CollectionOrder {
  date: string;
}

/** A day's sum of one currency to have ready: the foreign currency to hand out, or GBP to pay. */
export interface PreparedRow {
  date: string;
  way: Way;
  currency: string;
  amount: string;
}

/** A delivery order arriving on `day`, as the Dispatch screen lists it. */
export interface DispatchRow extends DispatchOrder {
  day: string;
}

export interface DailyRow {
  date: string;
  orders: number;
  totalGbp: string;
  paidGbp: string;
}

/**
 * The dashboard's reports: counts per list, the busiest currencies, orders per day, and the
 * Collections screen's orders and amounts by collection day.
 */
@Injectable()
export class OrderReports {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countByStatus(): Promise<Record<ListedOrderStatus, number>> {
    const [row] = await query<Record<ListedOrderStatus, number>[]>(
      this.dataSource,
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE status = 'completed')::int AS completed
         FROM orders.orders`,
    );
    return row ?? { pending: 0, accepted: 0, completed: 0 };
  }

  /** The currencies most ordered over the `days` before `now` (cancelled orders left out). */
  topCurrencies(
    days: number,
    now: Date,
    limit = 5,
  ): Promise<{ currency: string; lines: number; totalGbp: string }[]> {
    return query(
      this.dataSource,
      `SELECT l.currency, count(*)::int AS lines, sum(l.gbp)::numeric(20, 2)::text AS "totalGbp"
         FROM orders.order_lines l JOIN orders.orders o ON o.id = l.order_id
        WHERE o.placed_at >= :now::timestamptz - make_interval(days => :days::int)
          AND o.status NOT IN ('cancelled', 'awaiting_payment')
        GROUP BY l.currency
        ORDER BY sum(l.gbp) DESC, l.currency
        LIMIT :limit`,
      { days, now, limit },
    );
  }

  /**
   * Orders placed on each of the last `days` days up to the day of `now` (in the bureau's time
   * zone) and their value in pounds (cancelled orders and those still awaiting payment left out,
   * an empty day a zero), and the card takings of the day: what was paid (authorised) that day,
   * less what was refunded of it; a hold released was never taken.
   */
  daily(days: number, timeZone: string, now: Date): Promise<DailyRow[]> {
    return query(
      this.dataSource,
      `WITH bounds AS (SELECT (:now::timestamptz AT TIME ZONE :timeZone)::date AS today),
       days AS (
         SELECT day, day::timestamp AT TIME ZONE :timeZone AS starts,
                (day + interval '1 day')::timestamp AT TIME ZONE :timeZone AS ends
           FROM bounds
          CROSS JOIN LATERAL generate_series((bounds.today - (:days::int - 1))::timestamp,
                                             bounds.today::timestamp, interval '1 day') AS day
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, placed.orders,
              placed.total::numeric(20, 2)::text AS "totalGbp",
              paid.total::numeric(20, 2)::text AS "paidGbp"
         FROM days
        CROSS JOIN LATERAL (
          SELECT count(o.id)::int AS orders, COALESCE(sum(o.total_gbp), 0) AS total
            FROM orders.orders o
           WHERE o.placed_at >= days.starts AND o.placed_at < days.ends
             AND o.status NOT IN ('cancelled', 'awaiting_payment')) placed
        CROSS JOIN LATERAL (
          SELECT COALESCE(sum(o.amount_due_gbp - o.refunded_gbp), 0) AS total
            FROM orders.orders o
           WHERE o.payment_method = 'card' AND o.paid_at >= days.starts AND o.paid_at < days.ends
             AND o.payment_status NOT IN ('released', 'failed')) paid
        ORDER BY days.day`,
      { days, timeZone, now },
    );
  }

  /** Accepted orders to be collected from `from` to `to` (London dates), by day and acceptance. */
  async collections(from: string, to: string): Promise<CollectionRow[]> {
    const rows = await query<(CollectionRow & { acceptedAt: Date | null })[]>(
      this.dataSource,
      `SELECT o.id, o.order_number AS "orderNumber", o.first_name || ' ' || o.last_name AS name,
              o.phone, o.way, o.branch_id AS "branchId", o.branch ->> 'name' AS "branchName",
              o.total_gbp::text AS "totalGbp", o.accepted_at AS "acceptedAt",
              to_char(o.collection_date, 'YYYY-MM-DD') AS date,
              (SELECT json_agg(json_build_object('currency', l.currency,
                                                 'foreign', l.foreign_amount::text,
                                                 'gbp', l.gbp::text) ORDER BY l.position)
                 FROM orders.order_lines l WHERE l.order_id = o.id) AS lines
         FROM orders.orders o
        WHERE o.status = 'accepted' AND o.collection_date BETWEEN :from::date AND :to::date
        ORDER BY o.collection_date, o.accepted_at, o.order_number`,
      { from, to },
    );
    return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt?.toISOString() ?? null }));
  }

  /**
   * What to have ready each day from `from` to `to`: for Click & Collect each currency to hand
   * out, for Click & Sell the pounds to pay out (currency GBP), summed as Postgres numerics.
   */
  prepared(from: string, to: string): Promise<PreparedRow[]> {
    return query(
      this.dataSource,
      `SELECT to_char(o.collection_date, 'YYYY-MM-DD') AS date, o.way,
              CASE WHEN o.way = 'collect' THEN l.currency ELSE 'GBP' END AS currency,
              CASE WHEN o.way = 'collect' THEN sum(l.foreign_amount)::text
                   ELSE sum(l.gbp)::numeric(20, 2)::text END AS amount
         FROM orders.orders o JOIN orders.order_lines l ON l.order_id = o.id
        WHERE o.status = 'accepted' AND o.collection_date BETWEEN :from::date AND :to::date
        GROUP BY o.collection_date, o.way, 3
        ORDER BY o.collection_date, o.way, 3`,
      { from, to },
    );
  }

  /** Delivery orders pending, accepted or sent arriving from `from` to `to` (London dates). */
  async dispatches(from: string, to: string): Promise<DispatchRow[]> {
    const rows = await query<(DispatchRow & { dispatchedAt: Date | null })[]>(
      this.dataSource,
      `SELECT o.id, o.order_number AS "orderNumber", o.first_name || ' ' || o.last_name AS name,
              o.phone, o.delivery -> 'address' AS address, o.total_gbp::text AS "totalGbp",
              (o.delivery ->> 'saturday')::boolean AS saturday, o.status,
              o.payment_status AS payment, o.tracking_number AS "trackingNumber",
              o.dispatched_at AS "dispatchedAt", to_char(o.delivery_day, 'YYYY-MM-DD') AS day,
              (SELECT json_agg(json_build_object('currency', l.currency,
                                                 'amount', l.foreign_amount::text)
                               ORDER BY l.position)
                 FROM orders.order_lines l WHERE l.order_id = o.id) AS pack
         FROM orders.orders o
        WHERE o.delivery IS NOT NULL AND o.status IN ('pending', 'accepted', 'completed')
          AND o.delivery_day BETWEEN :from::date AND :to::date
        ORDER BY o.delivery_day, o.placed_at, o.order_number`,
      { from, to },
    );
    return rows.map((row) => ({ ...row, dispatchedAt: row.dispatchedAt?.toISOString() ?? null }));
  }
}
