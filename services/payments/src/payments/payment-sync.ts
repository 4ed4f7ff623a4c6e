import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PaymentProvider } from '../provider/payment-provider';
import type { CheckoutOutcome } from '../provider/payment-provider';
import { PaymentChanges } from './payment-changes';
import { followProvider, mustRelease } from './payment-rules';
import type { ReleaseReason } from './payment-rules';
import { providerCall } from './provider-call';
import { RefundPaymentCommand } from './refund-payment/refund-payment.command';
import type { StoredPayment } from './stored-payment';

const WHY: Record<ReleaseReason, string> = {
  card_not_allowed: 'a credit card where only debit cards are taken',
  billing_postcode_mismatch: 'the billing postcode is not the delivery postcode',
  released: 'paid after the order was cancelled or expired',
};

/**
 * The payment brought to what the provider has now: what a webhook does, and what
 * payments.sync does for the confirmation page while the webhook has not come.
 */
@Injectable()
export class PaymentSync {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly changes: PaymentChanges,
    private readonly commands: CommandBus,
  ) {}

  /**
   * The checkout as the provider has it now. A card held that must not be kept (a credit card
   * where only debit is taken, another billing postcode, the order cancelled) is let go first,
   * through refund-payment, so the order only ever hears that the payment failed.
   */
  async outcomeOf(payment: StoredPayment): Promise<CheckoutOutcome> {
    const outcome = await providerCall(() => this.provider.readCheckout(payment.checkoutId));
    const reason = mustRelease(payment, outcome);
    if (!reason) return outcome;
    await this.commands.execute(
      new RefundPaymentCommand({
        kind: 'release',
        orderId: payment.orderId,
        reason: WHY[reason],
        failure: reason,
      }),
    );
    return providerCall(() => this.provider.readCheckout(payment.checkoutId));
  }

  /** Reads the checkout and applies it now, as its webhook would. */
  async sync(payment: StoredPayment): Promise<StoredPayment> {
    const outcome = await this.outcomeOf(payment);
    return this.changes.decide({ id: payment.id }, (locked, now) =>
      followProvider(locked, outcome, now),
    );
  }
}
