import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DueDiligenceDecision, OrderSnapshot } from '@fx/contracts';
import { query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';

/** What the compliance service knows of an order, from the order events. */
export interface KnownOrder {
  orderId: string;
  orderNumber: string;
  way: 'collect' | 'sell';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneDigits: string;
  address: string | null;
  postcode: string | null;
  dateOfBirth: string | null;
  totalGbp: string;
  paymentMethod: 'in_store' | 'card';
  fulfilment: 'collect' | 'delivery';
  status: OrderProgress;
  placedAt: Date;
  completedAt: Date | null;
  cancelledAt: Date | null;
  dueDiligence: DueDiligenceDecision | null;
  screenedAt: Date | null;
  screenedListId: string | null;
  standingSequence: number;
  erasedAt: Date | null;
}

export type OrderProgress = 'placed' | 'accepted' | 'completed' | 'cancelled';

const COLUMNS = `order_id AS "orderId", order_number AS "orderNumber", way,
  first_name AS "firstName", last_name AS "lastName", email, phone, phone_digits AS "phoneDigits",
  address, postcode, to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
  total_gbp::text AS "totalGbp", payment_method AS "paymentMethod", fulfilment, status,
  placed_at AS "placedAt", completed_at AS "completedAt", cancelled_at AS "cancelledAt",
  due_diligence AS "dueDiligence", screened_at AS "screenedAt",
  screened_list_id AS "screenedListId", standing_sequence AS "standingSequence",
  erased_at AS "erasedAt"`;

/** The progress an event brings an order to; a later progress is never undone by an earlier one. */
const RANK: Record<OrderProgress, number> = { placed: 0, accepted: 1, completed: 2, cancelled: 2 };

/**
 * compliance.orders: every order as its events describe it. Recording is an upsert, so each of
 * the service's consumers (screening, red flags, this core) records the order it is handed first,
 * whichever event reaches it first, and they all see the same row.
 */
@Injectable()
export class OrdersProjection {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the order at `progress` (at `at`); returns the row as stored now. */
  async record(
    order: OrderSnapshot,
    progress: OrderProgress,
    at: Date,
    db: Queryable = this.dataSource,
  ): Promise<KnownOrder> {
    const delivery = order.fulfilment?.kind === 'delivery' ? order.fulfilment.address : null;
    const [row] = await query<KnownOrder[]>(
      db,
      `INSERT INTO compliance.orders AS o (order_id, order_number, way, first_name, last_name,
         email, phone, phone_digits, address, postcode, date_of_birth, total_gbp, payment_method,
         fulfilment, status, placed_at, completed_at, cancelled_at, due_diligence)
       VALUES (:orderId, :orderNumber, :way, :firstName, :lastName, :email, :phone, :phoneDigits,
         :address, :postcode, :dateOfBirth, :totalGbp, :paymentMethod, :fulfilment, :status,
         :placedAt, :completedAt, :cancelledAt, :dueDiligence)
       ON CONFLICT (order_id) DO UPDATE SET
         status = CASE WHEN :rank > (CASE o.status WHEN 'placed' THEN 0 WHEN 'accepted' THEN 1 ELSE 2 END)
           THEN EXCLUDED.status ELSE o.status END,
         completed_at = coalesce(o.completed_at, EXCLUDED.completed_at),
         cancelled_at = coalesce(o.cancelled_at, EXCLUDED.cancelled_at)
       RETURNING ${COLUMNS}`,
      {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        way: order.way,
        firstName: order.customer.firstName,
        lastName: order.customer.lastName,
        email: order.customer.email,
        phone: order.customer.phone,
        phoneDigits: order.customer.phone.replace(/\D/g, ''),
        address: delivery
          ? [delivery.line1, delivery.line2, delivery.town, delivery.postcode]
              .filter(Boolean)
              .join(', ')
          : null,
        postcode: delivery ? delivery.postcode.replace(/\s/g, '').toUpperCase() : null,
        dateOfBirth: order.dueDiligence?.dateOfBirth ?? null,
        totalGbp: order.totalGbp,
        paymentMethod: order.payment?.method ?? 'in_store',
        fulfilment: order.fulfilment?.kind ?? 'collect',
        status: progress,
        rank: RANK[progress],
        placedAt: order.placedAt,
        completedAt: progress === 'completed' ? at : null,
        cancelledAt: progress === 'cancelled' ? at : null,
        dueDiligence: order.dueDiligence ? JSON.stringify(order.dueDiligence) : null,
      },
    );
    if (!row) throw new Error(`order ${order.orderId} was not recorded`);
    return row;
  }

  /**
   * Whether recording `progress` would leave the stored row as it is: the order is there at that
   * progress or a later one, with the moment of completion or cancellation it would bring.
   */
  alreadyAt(known: KnownOrder, progress: OrderProgress): boolean {
    if (RANK[progress] > RANK[known.status]) return false;
    if (progress === 'completed') return known.completedAt !== null;
    if (progress === 'cancelled') return known.cancelledAt !== null;
    return true;
  }

  async find(
    orderId: string,
    db: Queryable = this.dataSource,
    lock = false,
  ): Promise<KnownOrder | null> {
    const [row] = await query<KnownOrder[]>(
      db,
      `SELECT ${COLUMNS} FROM compliance.orders WHERE order_id = :orderId ${lock ? 'FOR UPDATE' : ''}`,
      { orderId },
    );
    return row ?? null;
  }

  /**
   * Orders matching a SQL condition on the table (alias o), newest first; `marks`: more columns
   * (SQL), named as the fields of `Marks`.
   */
  async where<Marks extends object = object>(
    condition: string,
    params: Record<string, unknown>,
    db: Queryable = this.dataSource,
    marks = '',
  ) {
    return query<(KnownOrder & Marks)[]>(
      db,
      `SELECT ${COLUMNS}${marks ? `, ${marks}` : ''} FROM compliance.orders o
       WHERE ${condition} ORDER BY placed_at DESC`,
      params,
    );
  }

  /**
   * Retention: the order's personal data is gone (the orders service erased it); amounts,
   * currencies and dates stay.
   */
  async erase(orderId: string, at: Date, db: Queryable = this.dataSource): Promise<void> {
    await query(
      db,
      `UPDATE compliance.orders SET first_name = '', last_name = '', email = '', phone = '',
         phone_digits = '', address = NULL, postcode = NULL, date_of_birth = NULL,
         due_diligence = due_diligence - 'answers' - 'dateOfBirth', erased_at = :at
       WHERE order_id = :orderId`,
      { orderId, at },
    );
  }
}
