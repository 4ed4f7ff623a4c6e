import { Controller } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler, OutboxRelay, query } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { Holds } from '../core/holds';
import { ORDERS_QUEUE } from '../core/order-events.consumer';
import { OrderRecords } from '../core/order-records';
import { OrdersProjection } from '../core/orders-projection';
import { OrderIntake } from './order-intake';
import { RedFlags } from './red-flags';
import { OPEN_REPORT_STATUSES } from './report-store';

const CASES_QUEUE: EventQueue = {
  queue: 'compliance.cases',
  maxAttempts: 30,
  retryDelayMs: 10_000,
  // order.placed is taken on compliance.orders since 2026-11-27 (OrderIntake).
  retired: ['order.placed'],
};

/** The reports and closed cases about the order or its customer (by the e-mail's SHA-256). */
const ABOUT = `(:orderId = ANY(order_ids)
  OR encode(sha256(convert_to(lower(trim(coalesce(customer_email, ''))), 'UTF8')), 'hex') = :emailSha256)`;

/**
 * The red-flag rules and the EDD cases, on the service's own queue: each order is recorded first
 * (the same row every consumer sees), then looked at; a placed order by OrderIntake, on the core's
 * queue. On erasure, closed cases keep order ids only.
 */
@Controller()
export class CasesEventsConsumer {
  constructor(
    private readonly records: OrderRecords,
    private readonly projection: OrdersProjection,
    private readonly holds: Holds,
    private readonly redFlags: RedFlags,
    private readonly relay: OutboxRelay,
    private readonly intake: OrderIntake,
  ) {}

  /** Every check of a placed order, the core's and screening's too: see OrderIntake. */
  @EventHandler('order.placed', ORDERS_QUEUE)
  async onPlaced(event: EventEnvelope<'order.placed'>): Promise<void> {
    await this.intake.placed(event.payload.order);
  }

  @EventHandler('order.cancelled', CASES_QUEUE)
  async onCancelled(event: EventEnvelope<'order.cancelled'>): Promise<void> {
    const { order, cancelledAt } = event.payload;
    await this.records.record(order, 'cancelled', new Date(cancelledAt));
    const events = await this.holds.transaction(async (db) => {
      const known = await this.projection.find(order.orderId, db, true);
      return known ? this.redFlags.cancelled(db, known) : [];
    });
    this.relay.committed(...events);
  }

  /**
   * Retention or the customer's request: while a report about the order or its customer is open
   * nothing goes (a legal hold); otherwise closed cases lose the EDD answers (their summaries name
   * no one) and closed reports lose the customer's e-mail and what was noticed.
   */
  @EventHandler('order.personal_data_erased', CASES_QUEUE)
  async onErased(event: EventEnvelope<'order.personal_data_erased'>): Promise<void> {
    const { orderId, emailSha256 } = event.payload;
    await this.holds.transaction(async (db) => {
      const [open] = await query<{ exists: boolean }[]>(
        db,
        `SELECT EXISTS (SELECT 1 FROM compliance.suspicion_reports
           WHERE status = ANY(:open::text[]) AND ${ABOUT}) AS exists`,
        { open: OPEN_REPORT_STATUSES, orderId, emailSha256 },
      );
      if (open?.exists) return;
      await query(
        db,
        `UPDATE compliance.cases SET edd = NULL WHERE status = 'closed' AND :orderId = ANY(order_ids)`,
        { orderId },
      );
      await query(
        db,
        `UPDATE compliance.suspicion_reports SET customer_email = NULL,
           noticed = 'Erased: the personal data of the orders it was about was erased'
         WHERE status <> ALL(:open::text[]) AND ${ABOUT}`,
        { open: OPEN_REPORT_STATUSES, orderId, emailSha256 },
      );
    });
  }
}
