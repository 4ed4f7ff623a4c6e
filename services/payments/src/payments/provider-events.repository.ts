import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { query } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';

export interface ReceivedEvent {
  eventId: string;
  type: string;
  /** The event's JSON as the provider sent it. */
  payload: string;
}

/** The provider's events, each kept once by its id with when it was handled. */
@Injectable()
export class ProviderEventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async seen(eventId: string): Promise<boolean> {
    const rows = await query<unknown[]>(
      this.dataSource,
      'SELECT 1 FROM payments.provider_events WHERE event_id = :eventId',
      { eventId },
    );
    return rows.length > 0;
  }

  /**
   * Stores the event in `transaction`, handled for the payment it is about (handled_at is the
   * transaction's time, as its effect commits with it); false, storing nothing, when it was
   * stored before.
   */
  async store(
    transaction: Queryable,
    event: ReceivedEvent,
    paymentId: string | null,
  ): Promise<boolean> {
    const rows = await query<unknown[]>(
      transaction,
      `INSERT INTO payments.provider_events (event_id, type, payload, handled_at, payment_id)
       VALUES (:eventId, :type, :payload::jsonb, now(), :paymentId)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      { ...event, paymentId },
    );
    return rows.length > 0;
  }

  /**
   * The order's personal data erased: the raw payloads of its events (the customer's e-mail,
   * name, billing address) are replaced by their id and type; the rows stay, so a redelivered
   * event is still known. An event is the order's when it was handled for the order's payment or
   * names the order.
   */
  async eraseOrder(orderId: string): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE payments.provider_events
          SET payload = jsonb_build_object('id', payload->'id', 'type', payload->'type', 'erased', true)
        WHERE NOT payload ? 'erased'
          AND (payment_id IN (SELECT id FROM payments.payments WHERE order_id = :orderId)
            OR strpos(payload::text, :orderId::text) > 0)`,
      { orderId },
    );
  }
}
