import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { OrderWriter } from '../orders-write.repository';
import { AbandonOrderCommand } from './abandon-order.command';

/**
 * The payment provider could not be reached when the card order's payment was to start: the order
 * (awaiting payment, never announced) is deleted with its lines, so a retry starts afresh and
 * nothing half-made is left. Any other order, or one whose payment moved on, stays.
 */
@CommandHandler(AbandonOrderCommand)
export class AbandonOrderHandler implements ICommandHandler<AbandonOrderCommand> {
  constructor(private readonly writer: OrderWriter) {}

  async execute({ orderId }: AbandonOrderCommand): Promise<{ abandoned: boolean }> {
    return { abandoned: await this.writer.deleteUnpaid(orderId) };
  }
}
