import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { PaymentRecord } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { PaymentProvider } from '../../provider/payment-provider';
import { PaymentChanges } from '../payment-changes';
import { toPaymentRecord } from '../payment-record';
import { moveTo } from '../payment-rules';
import { providerCall } from '../provider-call';
import { CapturePaymentCommand } from './capture-payment.command';

/**
 * Captures an authorised payment once: the provider's call carries a key of the payment, so a
 * repeat takes nothing more, and payment.captured is written with the change (once: a later
 * capture webhook finds it captured). A payment captured already answers as it is.
 */
@CommandHandler(CapturePaymentCommand)
export class CapturePaymentHandler implements ICommandHandler<CapturePaymentCommand> {
  constructor(
    private readonly changes: PaymentChanges,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ orderId }: CapturePaymentCommand): Promise<PaymentRecord> {
    const payment = await this.changes.ofOrder(orderId);
    if (['captured', 'refunded', 'refund_failed'].includes(payment.status)) {
      return toPaymentRecord(payment);
    }
    const paymentIntentId = payment.paymentIntentId;
    if (payment.status !== 'authorised' || !paymentIntentId) {
      throw new DomainError(
        'PAYMENT_STATE_INVALID',
        `Only an authorised payment can be captured; this one is ${payment.status.replace('_', ' ')}`,
      );
    }
    await providerCall(() => this.provider.capture(paymentIntentId, `capture-${payment.id}`));
    const after = await this.changes.decide({ id: payment.id }, (locked, now) =>
      moveTo(locked, { status: 'captured' }, now),
    );
    return toPaymentRecord(after);
  }
}
