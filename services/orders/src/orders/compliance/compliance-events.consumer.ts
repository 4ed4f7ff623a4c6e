import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EventEnvelope, OrderCompliance } from '@fx/contracts';
import { EventHandler, query } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';

const COMPLIANCE_QUEUE: EventQueue = { queue: 'orders.compliance', background: true };

/**
 * The compliance service's word on each order, on the orders service's own durable queue: the
 * order mirrors its standing (status and the kinds of its open holds), keeping the highest
 * sequence seen, so an event redelivered or arriving late never undoes a later hold or clearance.
 */
@Controller()
export class ComplianceEventsConsumer {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @EventHandler('order.screened', COMPLIANCE_QUEUE)
  onScreened(event: EventEnvelope<'order.screened'>): Promise<void> {
    return this.mirror(event.payload);
  }

  @EventHandler('order.held', COMPLIANCE_QUEUE)
  onHeld(event: EventEnvelope<'order.held'>): Promise<void> {
    return this.mirror(event.payload);
  }

  @EventHandler('order.cleared', COMPLIANCE_QUEUE)
  onCleared(event: EventEnvelope<'order.cleared'>): Promise<void> {
    return this.mirror(event.payload);
  }

  @EventHandler('order.frozen', COMPLIANCE_QUEUE)
  onFrozen(event: EventEnvelope<'order.frozen'>): Promise<void> {
    return this.mirror(event.payload);
  }

  private async mirror(standing: OrderCompliance): Promise<void> {
    await query(
      this.dataSource,
      `UPDATE orders.orders
          SET compliance_status = :status, compliance_sequence = :sequence,
              compliance_holds = :holds::text[]
        WHERE id = :orderId AND compliance_sequence < :sequence`,
      {
        orderId: standing.orderId,
        status: standing.status,
        sequence: standing.sequence,
        holds: [...new Set(standing.holds.map((hold) => hold.kind))],
      },
    );
  }
}
