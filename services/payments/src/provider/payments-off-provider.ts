import { DomainError } from '@fx/service-kit';
import {
  PaymentProvider,
  type CheckoutOutcome,
  type DisputeRecord,
  type PaymentEvent,
  type PaymentRecord,
  type RefundRecord,
  type RefundResult,
  type StartedCheckout,
} from './payment-provider';

/**
 * PAYMENTS_PROVIDER=off: a bureau whose acquirer has not approved card sales of currency yet.
 * Every request is refused with PAYMENTS_OFF: customers reserve and pay in store.
 */
export class PaymentsOffProvider extends PaymentProvider {
  startCheckout(): Promise<StartedCheckout> {
    return this.refuse();
  }
  readCheckout(): Promise<CheckoutOutcome> {
    return this.refuse();
  }
  capture(): Promise<PaymentRecord> {
    return this.refuse();
  }
  release(): Promise<CheckoutOutcome> {
    return this.refuse();
  }
  refund(): Promise<RefundResult> {
    return this.refuse();
  }
  listPayments(): Promise<PaymentRecord[]> {
    return this.refuse();
  }
  listRefunds(): Promise<RefundRecord[]> {
    return this.refuse();
  }
  listDisputes(): Promise<DisputeRecord[]> {
    return this.refuse();
  }
  parseWebhook(): PaymentEvent {
    throw PaymentsOffProvider.off();
  }

  private refuse(): Promise<never> {
    return Promise.reject(PaymentsOffProvider.off());
  }

  private static off(): DomainError {
    return new DomainError(
      'PAYMENTS_OFF',
      'Card payments are not offered here (yet): reserve your currency and pay in store.',
    );
  }
}
