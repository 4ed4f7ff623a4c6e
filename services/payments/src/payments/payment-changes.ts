import { Injectable } from '@nestjs/common';
import { Clock, DomainError, OutboxRelay } from '@fx/service-kit';
import type { Queryable } from '@fx/service-kit';
import { paymentEvents } from './payment-events';
import type { PaymentDecision } from './payment-rules';
import { PaymentsRepository } from './payments.repository';
import type { PaymentKey } from './payments.repository';
import type { StoredPayment } from './stored-payment';

/**
 * A decision about one payment, made on it locked and written with the events it announces, in
 * one transaction; the events go to the relay once it has committed.
 */
@Injectable()
export class PaymentChanges {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  /** The order's payment, or PAYMENT_NOT_FOUND. */
  async ofOrder(orderId: string): Promise<StoredPayment> {
    const payment = await this.payments.find({ orderId });
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND', 'This order has no card payment');
    return payment;
  }

  /** Decides on the payment locked and writes the decision, in its own transaction. */
  async decide(
    key: PaymentKey,
    decide: (payment: StoredPayment, now: Date) => PaymentDecision,
  ): Promise<StoredPayment> {
    const { after, events } = await this.payments.transaction((transaction) =>
      this.decideIn(transaction, key, decide),
    );
    this.relay.committed(...events);
    return after;
  }

  /** The same in the caller's transaction: the caller hands the events to the relay. */
  async decideIn(
    transaction: Queryable,
    key: PaymentKey,
    decide: (payment: StoredPayment, now: Date) => PaymentDecision,
  ) {
    const payment = await this.payments.find(key, transaction, true);
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND', 'This order has no card payment');
    const now = this.clock.now();
    const { set, announce } = decide(payment, now);
    const events = paymentEvents({ ...payment, ...set }, announce, now);
    const after = await this.payments.change(transaction, payment, set, events);
    return { after, events };
  }
}
