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
import { isCustomersCard } from './cardholder-name';
import { PayOrderCommand } from './pay-order.command';

const HOUR_MS = 3_600_000;
const SYSTEM: Actor = { kind: 'system' };

/** Said to the customer on the order when the card's billing postcode is not the delivery's. */
export const BILLING_ADDRESS_REASON = "The delivery address must be the card's billing address";
/** Said when a delivery needing ID (house threshold and above) is paid with another's card. */
export const CARDHOLDER_REASON = 'The card must be in the name of the person placing the order';

/**
 * The card is held: awaiting_payment -> pending (action pay), in one transaction with all it
 * fixes from the moment of payment: the card, the rates' guarantee (RATE_GUARANTEE_HOURS from
 * payment), the delivery day and the buy-back guarantee, and OrderPlaced (staff and the customer
 * hear of the order only now). A delivery to an address other than the card's billing address, or
 * one needing ID (due diligence `id` or `enhanced`) paid with a card not in the customer's name, is
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
        action: (order) => (refusal(order, payment) ? 'expire' : 'pay'),
        effects: (order, at, to) =>
          to === 'cancelled'
            ? this.refused(order, payment, at, refusal(order, payment) ?? BILLING_ADDRESS_REASON)
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

  /** Held, but refused (`reason`, for the customer): cancelled, the hold let go. */
  private refused(
    order: OrderRecord,
    payment: PaymentAuthorised,
    at: Date,
    reason: string,
  ): MoveEffects {
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
    const effects = cancellation(cancelled, at, SYSTEM, reason, '0');
    return { ...effects, changes: { ...changes, ...effects.changes } };
  }
}

/**
 * Why a delivery order's card cannot pay for it, or null: billed to another postcode, or, where
 * identity rests on the card (ID or enhanced due diligence), not in the customer's name (a card
 * whose name the provider did not give is not taken as theirs).
 */
function refusal(order: OrderRecord, payment: PaymentAuthorised): string | null {
  if (!order.delivery) return null;
  const billing = payment.billingPostcode;
  if (billing && normalisePostcode(billing) !== normalisePostcode(order.delivery.address.postcode))
    return BILLING_ADDRESS_REASON;
  const level = order.dueDiligence?.level ?? 'none';
  if (level === 'none') return null;
  const name = payment.cardholderName;
  return name && isCustomersCard(name, order) ? null : CARDHOLDER_REASON;
}
