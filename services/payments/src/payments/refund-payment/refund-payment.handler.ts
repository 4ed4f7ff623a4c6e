import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { DomainError, OutboxRelay } from '@fx/service-kit';
import { PaymentProvider } from '../../provider/payment-provider';
import type { RefundResult } from '../../provider/payment-provider';
import { PaymentProviderError } from '../../provider/payment-provider-error';
import { PaymentChanges } from '../payment-changes';
import { followProvider, knownOf, moveTo } from '../payment-rules';
import { PaymentsRepository } from '../payments.repository';
import { asDomainError, providerCall } from '../provider-call';
import { RefundGuard } from '../refund-guard';
import { RefundLedger } from '../refund-ledger';
import { RefundsRepository } from '../refunds.repository';
import type { StoredPayment } from '../stored-payment';
import type { StoredRefund } from '../stored-refund';
import { RefundPaymentCommand } from './refund-payment.command';
import type { MoneyBackRequest } from './refund-payment.command';

type Refund = Extract<MoneyBackRequest, { kind: 'refund' }>;
type Release = Extract<MoneyBackRequest, { kind: 'release' }>;
type Retry = Extract<MoneyBackRequest, { kind: 'retry' }>;
type Outcome = { payment: StoredPayment; refund: StoredRefund | null };

const REFUNDABLE = ['captured', 'refunded', 'refund_failed'];

/**
 * Every refund and every release, in steps: (1) the guard, which later rules (compliance holds)
 * use to stop it before anything reaches the provider; (2) the request recorded once by its
 * idempotency key, the amount checked against what is left (nothing is refunded twice);
 * (3) the provider's call, keyed by that record, so a repeat issues nothing more; (4) its answer
 * written with payment.refunded (or payment.failed for a release) in one transaction. A refund
 * asked for again answers as recorded; one whose answer was lost is asked again, with its key.
 */
@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand> {
  constructor(
    private readonly changes: PaymentChanges,
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly ledger: RefundLedger,
    private readonly guard: RefundGuard,
    private readonly provider: PaymentProvider,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ request }: RefundPaymentCommand): Promise<Outcome> {
    const payment = await this.changes.ofOrder(request.orderId);
    await this.guard.check({
      payment,
      kind: request.kind === 'release' ? 'release' : 'refund',
      reason: request.reason,
      ...(request.kind === 'refund' && request.amountPence
        ? { amountPence: request.amountPence }
        : {}),
    });
    switch (request.kind) {
      case 'release':
        return this.release(payment, request);
      case 'refund':
        return this.refund(payment, request);
      case 'retry':
        return this.retry(payment, request);
    }
  }

  private async release(payment: StoredPayment, request: Release): Promise<Outcome> {
    if (payment.status === 'released' || payment.status === 'failed') {
      return { payment, refund: null };
    }
    if (payment.status !== 'awaiting_payment' && payment.status !== 'authorised') {
      throw stateInvalid(
        `A captured payment is refunded, not released; this one is ${payment.status}`,
      );
    }
    const outcome = await providerCall(() =>
      this.provider.release(payment.checkoutId, `release-${payment.id}-${payment.status}`),
    );
    const failure = request.failure ?? 'released';
    const after = await this.changes.decide({ id: payment.id }, (locked, now) =>
      outcome.status === 'expired' || outcome.status === 'released'
        ? moveTo(
            locked,
            failure === 'released'
              ? { status: 'released', reason: failure }
              : { status: 'failed', reason: failure },
            now,
            knownOf(locked, outcome),
          )
        : followProvider(locked, outcome, now),
    );
    if (after.status !== 'released' && after.status !== 'failed') {
      throw stateInvalid(`The payment was ${after.status} before it could be released`);
    }
    return { payment: after, refund: null };
  }

  private async refund(payment: StoredPayment, request: Refund): Promise<Outcome> {
    const refund = await this.payments.transaction(async (transaction) => {
      const locked = (await this.payments.find({ id: payment.id }, transaction, true))!;
      const asked = await this.refunds.find(transaction, {
        idempotencyKey: request.idempotencyKey,
      });
      if (asked) {
        if (asked.paymentId !== locked.id) {
          throw stateInvalid('This idempotency key was used for a refund of another order');
        }
        return asked;
      }
      if (!REFUNDABLE.includes(locked.status) || !locked.paymentIntentId) {
        throw stateInvalid(`Only a captured payment can be refunded; this one is ${locked.status}`);
      }
      const left =
        locked.amountPence -
        locked.refundedPence -
        (await this.refunds.inFlight(transaction, locked.id));
      const amountPence = request.amountPence ?? left;
      if (amountPence <= 0 || amountPence > left) {
        throw stateInvalid(`${left} pence of this payment can still be refunded`);
      }
      return this.refunds.create(transaction, {
        paymentId: locked.id,
        idempotencyKey: request.idempotencyKey,
        providerRefundId: null,
        amountPence,
        reason: request.reason,
      });
    });
    if (refund.status === 'succeeded' || refund.status === 'failed') {
      return { payment: await this.changes.ofOrder(request.orderId), refund };
    }
    return this.issueAndApply(payment, refund);
  }

  /**
   * A failed refund asked again, with a new key at the provider (a failed refund there is final),
   * if what it gives back is still owed; one that did not fail answers as it is.
   */
  private async retry(payment: StoredPayment, request: Retry): Promise<Outcome> {
    const refund = await this.payments.transaction(async (transaction) => {
      const locked = (await this.payments.find({ id: payment.id }, transaction, true))!;
      const failed = await this.refunds.find(transaction, {
        idempotencyKey: request.idempotencyKey,
      });
      if (!failed || failed.paymentId !== locked.id) {
        throw new DomainError('PAYMENT_NOT_FOUND', 'This order has no refund with that key');
      }
      if (failed.status !== 'failed') return failed;
      const left =
        locked.amountPence -
        locked.refundedPence -
        (await this.refunds.inFlight(transaction, locked.id));
      if (failed.amountPence > left) {
        throw stateInvalid(`${left} pence of this payment can still be refunded`);
      }
      return this.refunds.reopen(transaction, failed);
    });
    if (refund.status !== 'requested') return { payment, refund };
    return this.issueAndApply(payment, refund);
  }

  /** The provider's refund for our record, and its answer written with its events. */
  private async issueAndApply(payment: StoredPayment, refund: StoredRefund): Promise<Outcome> {
    const result = await this.issue(payment, refund);
    const applied = await this.payments.transaction((transaction) =>
      this.ledger.apply(transaction, result, refund),
    );
    if (applied) this.relay.committed(...applied.events);
    return {
      payment: await this.changes.ofOrder(payment.orderId),
      refund: applied?.refund ?? refund,
    };
  }

  /**
   * The provider's refund, keyed by our record of it and its try (a repeat issues nothing more);
   * a refusal marks the record failed, to be tried again.
   */
  private async issue(payment: StoredPayment, refund: StoredRefund): Promise<RefundResult> {
    const key =
      refund.attempts > 1 ? `refund-${refund.id}-${refund.attempts}` : `refund-${refund.id}`;
    try {
      return await this.provider.refund(payment.paymentIntentId!, key, refund.amountPence);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'PROVIDER_REFUSED') {
        this.relay.committed(...(await this.ledger.refused(refund, error.message)));
      }
      throw asDomainError(error);
    }
  }
}

function stateInvalid(message: string): DomainError {
  return new DomainError('PAYMENT_STATE_INVALID', message);
}
