import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RpcResponse } from '@fx/contracts';
import { OutboxRelay, outboxEntry } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { PaymentProvider } from '../../provider/payment-provider';
import type { DisputeRecord, PaymentEvent } from '../../provider/payment-provider';
import { DisputesRepository } from '../disputes.repository';
import { PaymentChanges } from '../payment-changes';
import { followProvider } from '../payment-rules';
import { PaymentSync } from '../payment-sync';
import { PaymentsRepository } from '../payments.repository';
import { asDomainError } from '../provider-call';
import { ProviderEventsRepository } from '../provider-events.repository';
import { RefundLedger } from '../refund-ledger';
import type { StoredPayment } from '../stored-payment';
import { RecordProviderEventCommand } from './record-provider-event.command';

type Effect = (transaction: Queryable) => Promise<OutboxEntry[]>;

/** A replay of the event, racing it, stored it first: the effect is rolled back. */
class StoredMeanwhile extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A provider webhook: (1) its signature verified over the raw body (forged: refused, nothing
 * stored); (2) a replay, known by its event id, answered at once; (3) for a payment's event, the
 * checkout read from the provider now, so events out of order all move the payment to what the
 * provider has, never backwards (a credit card where only debit is taken released first, through
 * refund-payment); disputes kept for staff; (4) the event's effect, then the event itself and the
 * effect's events, in one transaction, which a replay racing it rolls back. Anything failing
 * before the commit leaves nothing stored, and the provider, answered 5xx, sends it again.
 */
@CommandHandler(RecordProviderEventCommand)
export class RecordProviderEventHandler implements ICommandHandler<RecordProviderEventCommand> {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly events: ProviderEventsRepository,
    private readonly payments: PaymentsRepository,
    private readonly changes: PaymentChanges,
    private readonly ledger: RefundLedger,
    private readonly sync: PaymentSync,
    private readonly disputes: DisputesRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({
    rawBody,
    signature,
  }: RecordProviderEventCommand): Promise<RpcResponse<'payments.webhook'>> {
    const event = this.verified(rawBody, signature);
    const { eventId } = event;
    if (await this.events.seen(eventId)) return { eventId, replayed: true };
    const payment = await this.paymentOf(event);
    const effect = await this.effectOf(event, payment);
    const written = await this.payments
      .transaction(async (transaction) => {
        // The effect first: it locks the payment before the event, whose row refers to the
        // payment, is stored. Stored first, two events about one payment each held a key-share
        // lock on it (the foreign key's) and then waited for the other's to lock it: a deadlock.
        const events = effect ? await effect(transaction) : [];
        const stored = await this.events.store(
          transaction,
          { eventId, type: event.type, payload: rawBody },
          payment?.id ?? null,
        );
        if (!stored) throw new StoredMeanwhile();
        return events;
      })
      .catch((error: unknown) => {
        if (error instanceof StoredMeanwhile) return null;
        throw error;
      });
    if (!written) return { eventId, replayed: true };
    this.relay.committed(...written);
    return { eventId, replayed: false };
  }

  private verified(rawBody: string, signature: string | undefined): PaymentEvent {
    try {
      return this.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      throw asDomainError(error);
    }
  }

  /** The payment an event is about, if it is one of ours. */
  private paymentOf(event: PaymentEvent): Promise<StoredPayment | null> {
    switch (event.kind) {
      case 'checkout.completed':
      case 'checkout.expired':
        return this.payments.find({ checkoutId: event.checkoutId });
      case 'payment.authorised':
      case 'payment.captured':
      case 'payment.released':
      case 'payment.failed':
        return this.byIntentOrOrder(event.paymentId, event.orderId);
      case 'refund.changed':
        return this.payments.find({ paymentIntentId: event.refund.paymentId });
      case 'dispute.opened':
        return event.dispute.paymentId
          ? this.payments.find({ paymentIntentId: event.dispute.paymentId })
          : Promise.resolve(null);
      case 'other':
        return Promise.resolve(null);
    }
  }

  private async byIntentOrOrder(
    paymentIntentId: string,
    orderId: string | null,
  ): Promise<StoredPayment | null> {
    const found = await this.payments.find({ paymentIntentId });
    if (found || !orderId || !UUID.test(orderId)) return found;
    return this.payments.find({ orderId });
  }

  /** What the event does, to run in the transaction that stores it. */
  private async effectOf(
    event: PaymentEvent,
    payment: StoredPayment | null,
  ): Promise<Effect | null> {
    if (event.kind === 'dispute.opened') {
      const { dispute } = event;
      return (transaction) => this.disputed(transaction, dispute, payment);
    }
    if (!payment) return null;
    if (event.kind === 'refund.changed') {
      const { refund } = event;
      return async (transaction) => (await this.ledger.apply(transaction, refund))?.events ?? [];
    }
    if (event.kind === 'other') return null;
    const outcome = await this.sync.outcomeOf(payment);
    return async (transaction) =>
      (
        await this.changes.decideIn(transaction, { id: payment.id }, (locked, now) =>
          followProvider(locked, outcome, now),
        )
      ).events;
  }

  /** A chargeback: kept (once, by its id) for the Payments screen, and payment.disputed. */
  private async disputed(
    transaction: Queryable,
    dispute: DisputeRecord,
    payment: StoredPayment | null,
  ): Promise<OutboxEntry[]> {
    const kept = await this.disputes.record(transaction, dispute, payment?.id ?? null);
    if (!kept || !payment) return [];
    const events = [
      outboxEntry('payment.disputed', {
        orderId: payment.orderId,
        paymentId: payment.id,
        disputeId: dispute.disputeId,
        amountPence: dispute.amountMinor,
        reason: dispute.reason,
        disputedAt: dispute.createdAt.toISOString(),
      }),
    ];
    await this.payments.change(transaction, payment, {}, events);
    return events;
  }
}
