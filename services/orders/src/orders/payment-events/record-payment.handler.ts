import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { Decimal, GBP_DECIMALS, toFixed } from '@fx/contracts';
import type { Actor, OrderPaymentStatus } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { OrderMover, cancellation } from '../order-mover';
import { OrderReader } from '../orders-read.repository';
import { OrderWriter } from '../orders-write.repository';
import { RecordPaymentCommand } from './record-payment.command';

const SYSTEM: Actor = { kind: 'system' };

/** Pence as pounds, exactly (never through a float). */
const pounds = (pence: number) => toFixed(new Decimal(pence).div(100), GBP_DECIMALS);

/**
 * What became of a card order's money. A failed checkout (expired, or a card not allowed) cancels
 * the order still awaiting payment (action expire), with OrderCancelled for the customer; the
 * rest only set the payment's status and the amount refunded, never backwards, so a replayed or
 * late event changes nothing (OrderWriter.recordPayment).
 */
@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  constructor(
    private readonly mover: OrderMover,
    private readonly reader: OrderReader,
    private readonly writer: OrderWriter,
  ) {}

  async execute({ event }: RecordPaymentCommand): Promise<void> {
    const { orderId } = event.payload;
    switch (event.type) {
      case 'payment.failed':
        if (event.payload.reason === 'released')
          return this.writer.recordPayment(orderId, 'released', null);
        return this.expire(orderId, event.payload.message);
      case 'payment.captured':
        return this.writer.recordPayment(orderId, 'captured', null);
      case 'payment.refund_failed':
        return this.writer.recordPayment(orderId, 'refund_failed', null);
      case 'payment.disputed':
        return this.writer.recordPayment(orderId, 'disputed', null);
      case 'payment.refunded': {
        const order = await this.reader.findById(orderId);
        const refunded = pounds(event.payload.refundedPence);
        const all = order?.payment.amountDueGbp
          ? new Decimal(refunded).gte(order.payment.amountDueGbp)
          : false;
        const status: OrderPaymentStatus | null = all ? 'refunded' : null;
        return this.writer.recordPayment(orderId, status, refunded);
      }
    }
  }

  /** The checkout failed: an order still awaiting payment is cancelled; any other is left. */
  private async expire(orderId: string, message: string): Promise<void> {
    try {
      await this.mover.move({
        id: orderId,
        action: 'expire',
        by: SYSTEM,
        effects: (order, at) => {
          const reason = `The payment was not completed: ${message}`;
          const cancelled = cancellation(order, at, SYSTEM, reason);
          return { ...cancelled, changes: { ...cancelled.changes, paymentStatus: 'failed' } };
        },
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'ORDER_NOT_PENDING') throw error;
      await this.writer.recordPayment(orderId, 'failed', null);
    }
  }
}
