import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventEnvelope, OrderCompliance } from '@fx/contracts';
import { EventHandler } from '@fx/service-kit';
import type { EventQueue } from '@fx/service-kit';
import { SettleOrderCommand } from '../settle-order/settle-order.command';
import { ComplianceStandingsRepository } from './compliance-standings.repository';

const COMPLIANCE_QUEUE: EventQueue = {
  queue: 'payments.compliance',
  maxAttempts: 30,
  retryDelayMs: 10_000,
  background: true,
};

/**
 * Each order's standing with compliance, for the refund guard. When an order is cleared, a
 * cancellation whose release or refund the guard stopped is settled now (settle-order: the fee
 * of the first cancellation, keyed as before, so nothing goes back twice).
 */
@Controller()
export class ComplianceEventsConsumer {
  constructor(
    private readonly standings: ComplianceStandingsRepository,
    private readonly commands: CommandBus,
  ) {}

  @EventHandler('order.screened', COMPLIANCE_QUEUE)
  onScreened(event: EventEnvelope<'order.screened'>): Promise<void> {
    return this.keep(event.payload);
  }

  @EventHandler('order.held', COMPLIANCE_QUEUE)
  onHeld(event: EventEnvelope<'order.held'>): Promise<void> {
    return this.keep(event.payload);
  }

  @EventHandler('order.cleared', COMPLIANCE_QUEUE)
  onCleared(event: EventEnvelope<'order.cleared'>): Promise<void> {
    return this.keep(event.payload);
  }

  @EventHandler('order.frozen', COMPLIANCE_QUEUE)
  onFrozen(event: EventEnvelope<'order.frozen'>): Promise<void> {
    return this.keep(event.payload);
  }

  private async keep({ orderId, orderNumber, status, sequence }: OrderCompliance): Promise<void> {
    const kept = await this.standings.keep(orderId, status, sequence);
    if (!kept?.orderCancelled || status !== 'clear') return;
    await this.commands.execute(
      new SettleOrderCommand({ kind: 'cancelled', orderId, orderNumber, cancellationFeeGbp: '0' }),
    );
  }
}
