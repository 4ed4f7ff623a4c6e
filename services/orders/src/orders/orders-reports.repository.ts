import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListedOrderStatus } from '@fx/contracts';
import { query } from '@fx/service-kit';

export interface DailyRow {
  date: string;
  orders: number;
  totalGbp: string;
}

/** The dashboard's statistics: counts per list, the busiest currencies, orders per day. */
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

  /** The currencies most ordered over the last `days` (cancelled orders left out). */
  topCurrencies(
    days: number,
    limit = 5,
  ): Promise<{ currency: string; lines: number; totalGbp: string }[]> {
    return query(
      this.dataSource,
      `SELECT l.currency, count(*)::int AS lines, sum(l.gbp)::numeric(20, 2)::text AS "totalGbp"
         FROM orders.order_lines l JOIN orders.orders o ON o.id = l.order_id
        WHERE o.placed_at >= now() - make_interval(days => :days::int) AND o.status <> 'cancelled'
        GROUP BY l.currency
        ORDER BY sum(l.gbp) DESC, l.currency
        LIMIT :limit`,
      { days, limit },
    );
  }

  /**
   * Orders placed on each of the last `days` days (in the bureau's time zone), and their value in
   * pounds; cancelled orders are left out, an empty day is a zero.
   */
  daily(days: number, timeZone: string): Promise<DailyRow[]> {
    return query(
      this.dataSource,
      `WITH bounds AS (SELECT (now() AT TIME ZONE :timeZone)::date AS today)
       SELECT to_char(day, 'YYYY-MM-DD') AS date,
              count(o.id)::int AS orders,
              COALESCE(sum(o.total_gbp), 0)::numeric(20, 2)::text AS "totalGbp"
         FROM bounds
        CROSS JOIN LATERAL generate_series((bounds.today - (:days::int - 1))::timestamp,
                                           bounds.today::timestamp, interval '1 day') AS day
         LEFT JOIN orders.orders o
                ON o.placed_at >= (day::timestamp AT TIME ZONE :timeZone)
               AND o.placed_at < ((day + interval '1 day')::timestamp AT TIME ZONE :timeZone)
               AND o.status <> 'cancelled'
        GROUP BY day
        ORDER BY day`,
      { days, timeZone },
    );
  }
}
