import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { toPence } from '@fx/contracts';
import { Clock, DomainError } from '@fx/service-kit';
import { CapturePaymentCommand } from '../capture-payment/capture-payment.command';
import { PaymentsRepository } from '../payments.repository';
import { RefundPaymentCommand } from '../refund-payment/refund-payment.command';
import type { StoredPayment } from '../stored-payment';
import { SettleOrderCommand } from './settle-order.command';

/**
 * What the orders' events do to the card payment, each safe to receive twice:
 * - accepted or dispatched: the hold captured (once: capture-payment answers a captured payment
 *   as it is, and its provider call carries the payment's key);
 * - cancelled: the cancellation remembered on the payment first (so a payment authorised later
 *   is released by itself), then, through refund-payment and its guard, the hold released (no
 *   fee) or the money taken and all but the fee refunded, with a key of the order's
 *   cancellation, so a redelivered event refunds nothing twice.
 * A provider out of reach is thrown as a plain error: the event is retried, not dropped.
 */
@CommandHandler(SettleOrderCommand)
export class SettleOrderHandler implements ICommandHandler<SettleOrderCommand> {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ move }: SettleOrderCommand): Promise<void> {
    // For the Payments screen, when payments.start was not told it.
    await this.payments.noteOrderNumber(move.orderId, move.orderNumber);
    try {
      if (move.kind === 'cancelled') {
        await this.cancelled(move.orderId, toPence(move.cancellationFeeGbp));
      } else {
        await this.capture(move.orderId);
      }
    } catch (error) {
      if (error instanceof DomainError && error.code === 'PAYMENTS_UNAVAILABLE') {
        throw new Error(`${error.message} (retried)`, { cause: error });
      }
      throw error;
    }
  }

  private async capture(orderId: string): Promise<void> {
    const payment = await this.payments.find({ orderId });
    if (payment?.status !== 'authorised') return; // paid in store, or taken already
    await this.commands.execute(new CapturePaymentCommand(orderId));
  }

  private async cancelled(orderId: string, feePence: number): Promise<void> {
    const payment = await this.remember(orderId, feePence);
    if (!payment) return;
    // The fee of the first cancellation counts (a redelivery says the same).
    const fee = payment.cancellationFeePence ?? feePence;
    switch (payment.status) {
      case 'awaiting_payment':
        return this.release(orderId);
      case 'authorised':
        if (fee === 0) return this.release(orderId);
        await this.commands.execute(new CapturePaymentCommand(orderId));
        return this.refundAllBut(orderId, fee);
      case 'captured':
      case 'refund_failed':
        return this.refundAllBut(orderId, fee);
      case 'refunded':
      case 'released':
      case 'failed':
        return;
    }
  }

  /** The cancellation kept on the payment (once), with its fee; null when paid in store. */
  private remember(orderId: string, feePence: number): Promise<StoredPayment | null> {
    return this.payments.transaction(async (transaction) => {
      const payment = await this.payments.find({ orderId }, transaction, true);
      if (!payment || payment.orderCancelledAt) return payment;
      return this.payments.change(transaction, payment, {
        orderCancelledAt: this.clock.now(),
        cancellationFeePence: feePence,
      });
    });
  }

  private async release(orderId: string): Promise<void> {
    await this.commands.execute(
      new RefundPaymentCommand({ kind: 'release', orderId, reason: 'the order was cancelled' }),
    );
  }

  /** Refunds what the customer is owed: all that was taken but the fee, once per cancellation. */
  private async refundAllBut(orderId: string, feePence: number): Promise<void> {
    const payment = (await this.payments.find({ orderId }))!;
    const owed = payment.amountPence - feePence - payment.refundedPence;
    if (owed <= 0) return;
    await this.commands.execute(
      new RefundPaymentCommand({
        kind: 'refund',
        orderId,
        idempotencyKey: `order-cancelled-${orderId}`,
        amountPence: owed,
        reason:
          feePence > 0
            ? `the order was cancelled; ${feePence} pence kept as the cancellation fee`
            : 'the order was cancelled',
      }),
    );
  }
}
