import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  Actor,
  ListedOrderStatus,
  OrderPaymentStatus,
  OrderStatus,
  PricedLine,
} from '@fx/contracts';
import { query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import type { OrderRecord, StatusChangeRecord } from './order-record';
import { LINKED_STATUSES, selectOrders } from './order-rows';

export interface OrderSummaryRow {
  id: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  way: OrderRecord['way'];
  status: OrderStatus;
  totalGbp: string;
  foreign: { currency: string; amount: string }[];
  placedAt: Date;
  payment: OrderPaymentStatus | null;
  delivery: boolean;
  compliance: OrderRecord['compliance']['status'];
}

/** Reads of single orders and lists: the dashboard's, a customer's tracking and My orders. */
@Injectable()
export class OrderReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<OrderRecord | null> {
    const [order] = await selectOrders(this.dataSource, 'o.id = :id', { id });
    return order ?? null;
  }

  async findByIdempotencyKey(key: string): Promise<OrderRecord | null> {
    const [order] = await selectOrders(this.dataSource, 'o.idempotency_key = :key', { key });
    return order ?? null;
  }

  /** The order with this number placed with this e-mail (any letter case), or null. */
  async findByNumberAndEmail(
    orderNumber: string,
    email: string,
    db: Queryable = this.dataSource,
  ): Promise<OrderRecord | null> {
    const [order] = await selectOrders(
      db,
      'o.order_number = :orderNumber AND lower(o.email) = lower(:email)',
      { orderNumber, email },
    );
    return order ?? null;
  }

  /**
   * The lines sold back under an order's buy-back guarantee so far (its Click & Sell orders not
   * cancelled), priced as they were.
   */
  soldBackUnder(orderId: string, db: Queryable = this.dataSource): Promise<PricedLine[]> {
    return query<PricedLine[]>(
      db,
      `SELECT l.currency, 'sell' AS way, l.rate::text AS rate, l.gbp::text AS gbp,
              l.foreign_amount::text AS foreign
         FROM orders.orders o JOIN orders.order_lines l ON l.order_id = o.id
        WHERE o.buy_back_of = :orderId AND o.status <> 'cancelled'
        ORDER BY o.placed_at, l.position`,
      { orderId },
    );
  }

  /** Every order placed with an e-mail (any letter case), newest first. */
  findByEmail(email: string, limit: number): Promise<OrderRecord[]> {
    return selectOrders(
      this.dataSource,
      `lower(o.email) = lower(:email)
       ORDER BY o.placed_at DESC, o.order_number DESC LIMIT :limit`,
      { email, limit },
    );
  }

  /**
   * The orders linked to this one over the `windowDays` days before `now`: pending, accepted,
   * completed (or archived) orders with its e-mail (any letter case) or its phone
   * (orders.phone_key).
   */
  async linkedTo(
    orderId: string,
    windowDays: number,
    now: Date,
  ): Promise<{ totalGbp: string; orders: number }> {
    const [row] = await query<{ totalGbp: string; orders: number }[]>(
      this.dataSource,
      `SELECT COALESCE(sum(o.total_gbp), 0)::numeric(20, 2)::text AS "totalGbp",
              count(o.id)::int AS orders
         FROM orders.orders this
         JOIN orders.orders o
           ON (lower(o.email) = lower(this.email) OR o.phone_key = this.phone_key)
          AND o.status IN ${LINKED_STATUSES}
          AND o.placed_at > :now::timestamptz - make_interval(days => :windowDays::int)
        WHERE this.id = :orderId`,
      { orderId, windowDays, now },
    );
    return row ?? { totalGbp: '0.00', orders: 0 };
  }

  async history(orderId: string): Promise<StatusChangeRecord[]> {
    const rows = await query<
      {
        from_status: OrderStatus | null;
        to_status: OrderStatus;
        at: Date;
        actor_kind: Actor['kind'];
        actor_id: string | null;
      }[]
    >(
      this.dataSource,
      `SELECT from_status, to_status, at, actor_kind, actor_id
         FROM orders.status_changes WHERE order_id = :orderId ORDER BY id`,
      { orderId },
    );
    return rows.map((row) => ({
      from: row.from_status,
      to: row.to_status,
      at: row.at,
      by: row.actor_id ? { kind: row.actor_kind, id: row.actor_id } : { kind: row.actor_kind },
    }));
  }

  /** One page of a status list, newest first, and how many orders the list holds. */
  async page(
    status: ListedOrderStatus,
    page: number,
    pageSize: number,
    search?: string,
  ): Promise<{ rows: OrderSummaryRow[]; total: number }> {
    // A number finds by the start of the order number; anything else by name or e-mail.
    const q = search?.trim() ?? '';
    const filter = !q
      ? ''
      : /^\d+$/.test(q)
        ? `AND o.order_number LIKE :search || '%'`
        : `AND (o.first_name || ' ' || o.last_name ILIKE '%' || :search || '%'
                OR o.email ILIKE '%' || :search || '%')`;
    const searched = q ? { search: q.replace(/[\\%_]/g, (c) => `\\${c}`) } : {};
    const [rows, counts] = await Promise.all([
      query<OrderSummaryRow[]>(
        this.dataSource,
        `SELECT o.id, o.order_number AS "orderNumber", o.first_name AS "firstName",
                o.last_name AS "lastName", o.phone, o.email, o.way, o.status,
                o.total_gbp::text AS "totalGbp", o.placed_at AS "placedAt",
                o.payment_status AS payment, o.delivery IS NOT NULL AS delivery,
                o.compliance_status AS compliance,
                (SELECT json_agg(json_build_object('currency', l.currency,
                                                   'amount', l.foreign_amount::text)
                                 ORDER BY l.position)
                   FROM orders.order_lines l WHERE l.order_id = o.id) AS foreign
           FROM orders.orders o
          WHERE o.status = :status ${filter}
          ORDER BY o.placed_at DESC, o.id DESC
          LIMIT :limit OFFSET :offset`,
        { status, limit: pageSize, offset: (page - 1) * pageSize, ...searched },
      ),
      query<{ total: number }[]>(
        this.dataSource,
        `SELECT count(*)::int AS total FROM orders.orders o WHERE o.status = :status ${filter}`,
        { status, ...searched },
      ),
    ]);
    return { rows, total: counts[0]?.total ?? 0 };
  }
}
