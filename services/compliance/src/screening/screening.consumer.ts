import { Controller } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { OrderRecords } from '../core/order-records';
import { IdRecords } from './id-records';
import { Screener } from './screener';

const SCREENING_QUEUE: EventQueue = {
  queue: 'compliance.screening',
  maxAttempts: 30,
  retryDelayMs: 10_000,
};
const IDENTITY_QUEUE: EventQueue = {
  queue: 'compliance.identity',
  maxAttempts: 30,
  retryDelayMs: 10_000,
};

/**
 * Each placed order screened (recorded first: this queue may be ahead of the core's); an erased
 * order's ID records deleted; every change of roles written to the audit log.
 */
@Controller()
export class ScreeningConsumer {
  constructor(
    private readonly records: OrderRecords,
    private readonly screener: Screener,
    private readonly idRecords: IdRecords,
    private readonly audit: AuditLog,
  ) {}

  @EventHandler('order.placed', SCREENING_QUEUE)
  async onPlaced(event: EventEnvelope<'order.placed'>): Promise<void> {
    const { order } = event.payload;
    await this.records.record(order, 'placed', new Date(order.placedAt));
    // Without a list the order stays pending: the sweep screens it once one is in force.
    await this.screener.screen(order.orderId);
  }

  @EventHandler('order.personal_data_erased', SCREENING_QUEUE)
  async onErased(event: EventEnvelope<'order.personal_data_erased'>): Promise<void> {
    await this.idRecords.eraseOfOrder(event.payload.orderId);
  }

  @EventHandler('user.roles_changed', IDENTITY_QUEUE)
  async onRolesChanged(event: EventEnvelope<'user.roles_changed'>): Promise<void> {
    const change = event.payload;
    await this.audit.write({
      by: { kind: 'staff', id: change.by.userId ?? change.by.email },
      action: `${change.change} ${change.role}`,
      subject: `user ${change.email}`,
      detail: `by ${change.by.email}; roles now: ${change.roles.join(', ')} (event ${event.id})`,
    });
  }
}
