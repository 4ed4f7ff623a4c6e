import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { buyBackGuarantee, deliveryDay, normalisePostcode } from '@fx/contracts';
import type { Actor, PaymentAuthorised } from '@fx/contracts';
import { DomainError, LOGGER, outboxEntry } from '@fx/service-kit';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { OrderMover, cancellation } from '../order-mover';
import type { MoveEffects } from '../order-mover';
import type { OrderRecord } from '../order-record';
import { toOrderSnapshot } from '../order-view';
import { movedRecord } from '../orders-write.repository';
import type { OrderChanges } from '../orders-write.repository';
import { PayOrderCommand } from './pay-order.command';

const HOUR_MS = 3_600_000;
const SYSTEM: Actor = { kind: 'system' };

/** Said to the customer on the order when the card's billing postcode is not the delivery's. */
export const BILLING_ADDRESS_REASON = "The delivery address must be the card's billing address";

/**
 * The card is held: awaiting_payment -> pending (action pay), in one transaction with all it
 * fixes from the moment of payment: the card, the rates' guarantee (RATE_GUARANTEE_HOURS from
 * payment), the delivery day and the buy-back guarantee, and OrderPlaced (staff and the customer
 * hear of the order only now). A delivery to an address other than the card's billing address is
 * not paid but cancelled (the payments service releases the hold on OrderCancelled). An event for
 * an order that moved on (replayed, or cancelled meanwhile) changes nothing: the payments service
 * releases a hold for a cancelled order by itself.
 */
@CommandHandler(PayOrderCommand)
export class PayOrderHandler implements ICommandHandler<PayOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ payment }: PayOrderCommand): Promise<void> {
    try {
      await this.mover.move({
        id: payment.orderId,
        by: SYSTEM,
        action: (order) => (this.billingDiffers(order, payment) ? 'expire' : 'pay'),
        effects: (order, at, to) =>
          to === 'cancelled'
            ? this.refused(order, payment, at)
            : this.paid(order, payment, new Date(payment.authorisedAt)),
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'ORDER_NOT_PENDING') throw error;
      this.logger.info(
        { orderId: payment.orderId },
        'payment.authorised for an order not awaiting payment: nothing to do',
      );
    }
  }

  private billingDiffers(order: OrderRecord, payment: PaymentAuthorised): boolean {
    const billing = payment.billingPostcode;
    if (!order.delivery || !billing) return false;
    return normalisePostcode(billing) !== normalisePostcode(order.delivery.address.postcode);
  }

  /** Everything fixed at payment, and OrderPlaced with the order as it now is. */
  private paid(order: OrderRecord, payment: PaymentAuthorised, paidAt: Date): MoveEffects {
    const { delivery } = order;
    const changes: OrderChanges = {
      paymentStatus: 'authorised',
      paidAt,
      ...(payment.card ? { card: { brand: payment.card.brand, last4: payment.card.last4 } } : {}),
      ...(delivery
        ? {
            deliveryDay: deliveryDay(
              this.rules.delivery,
              paidAt,
              delivery.nation,
              delivery.saturday,
            ),
          }
        : {}),
      ...(order.buyBack
        ? {
            buyBack: {
              priceGbp: order.buyBack.priceGbp,
              guarantee: buyBackGuarantee(
                this.rules.buyBack,
                order.lines.map((line) => ({ ...line, way: order.way })),
                paidAt,
              ),
            },
          }
        : {}),
    };
    const rateGuaranteedUntil = new Date(
      paidAt.getTime() + this.rules.rateGuaranteeHours * HOUR_MS,
    );
    const placed = movedRecord(order, {
      from: order.status,
      to: 'pending',
      at: paidAt,
      by: SYSTEM,
      rateGuaranteedUntil,
      changes,
    });
    const event = outboxEntry('order.placed', { order: toOrderSnapshot(placed) });
    return { changes, rateGuaranteedUntil, event };
  }

  /** Held, but for a delivery elsewhere than the card's address: cancelled, the hold let go. */
  private refused(order: OrderRecord, payment: PaymentAuthorised, at: Date): MoveEffects {
    const changes: OrderChanges = {
      paymentStatus: 'authorised',
      ...(payment.card ? { card: { brand: payment.card.brand, last4: payment.card.last4 } } : {}),
    };
    const cancelled = movedRecord(order, {
      from: order.status,
      to: 'cancelled',
      at,
      by: SYSTEM,
      changes,
    });
    const effects = cancellation(cancelled, at, SYSTEM, BILLING_ADDRESS_REASON, '0');
    return { ...effects, changes: { ...changes, ...effects.changes } };
  }
}
