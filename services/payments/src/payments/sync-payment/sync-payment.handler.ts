import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RpcResponse } from '@fx/contracts';
import { PaymentSync } from '../payment-sync';
import { toPaymentRecord } from '../payment-record';
import { PaymentsRepository } from '../payments.repository';
import { SyncPaymentCommand } from './sync-payment.command';

/**
 * For the confirmation page while the webhook has not come: a payment still awaiting is brought
 * to what the provider has now, by the webhook's own path (payment-sync), so the order hears
 * payment.authorised once whichever comes first. Any other payment answers as it is.
 */
@CommandHandler(SyncPaymentCommand)
export class SyncPaymentHandler implements ICommandHandler<SyncPaymentCommand> {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly sync: PaymentSync,
  ) {}

  async execute({ orderId }: SyncPaymentCommand): Promise<RpcResponse<'payments.sync'>> {
    const payment = await this.payments.find({ orderId });
    if (!payment) return { payment: null };
    if (payment.status !== 'awaiting_payment') return { payment: toPaymentRecord(payment) };
    return { payment: toPaymentRecord(await this.sync.sync(payment)) };
  }
}
