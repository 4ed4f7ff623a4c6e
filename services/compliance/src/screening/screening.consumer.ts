import { Controller } from '@nestjs/common';
import type { EventEnvelope } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { IdRecords } from './id-records';

const SCREENING_QUEUE: EventQueue = {
  queue: 'compliance.screening',
  maxAttempts: 30,
  retryDelayMs: 10_000,
  // A placed order is screened on compliance.orders since 2026-11-27 (OrderIntake).
  retired: ['order.placed'],
};
const IDENTITY_QUEUE: EventQueue = {
  queue: 'compliance.identity',
  maxAttempts: 30,
  retryDelayMs: 10_000,
};

/**
 * An erased order's ID records deleted; every change of roles written to the audit log (a placed
 * order is screened by OrderIntake).
 */
@Controller()
export class ScreeningConsumer {
  constructor(
    private readonly idRecords: IdRecords,
    private readonly audit: AuditLog,
  ) {}

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
