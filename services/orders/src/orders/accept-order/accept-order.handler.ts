import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { ORDER_PAYMENT_LABELS } from '@fx/contracts';
import type { OrderDetails, OrderPaymentStatus } from '@fx/contracts';
import { DomainError, outboxEntry } from '@fx/service-kit';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { OrderDetailsReader } from '../order-details-reader';
import { OrderMover } from '../order-mover';
import { toOrderSnapshot } from '../order-view';
import { checkCleared } from '../compliance/compliance-check';
import { AcceptOrderCommand } from './accept-order.command';

const HOUR_MS = 3_600_000;

/** Staff accept a card order only while its card is held: accepting captures the payment. */
const notAuthorised = (orderNumber: string, status: string | null) =>
  new DomainError(
    'ORDER_NOT_PENDING',
    `Order ${orderNumber} cannot be accepted: its card payment is ${ORDER_PAYMENT_LABELS[status as OrderPaymentStatus]?.toLowerCase() ?? 'missing'}, not authorised`,
  );

/**
 * pending -> accepted; the customer's rates are then guaranteed for RATE_GUARANTEE_HOURS. The
 * order is read once, under its row lock, and the move, its guarantee and OrderAccepted are
 * written in one statement.
 */
@CommandHandler(AcceptOrderCommand)
export class AcceptOrderHandler implements ICommandHandler<AcceptOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    private readonly details: OrderDetailsReader,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  async execute({ id, by }: AcceptOrderCommand): Promise<OrderDetails> {
    const accepted = await this.mover.move({
      id,
      action: 'accept',
      by,
      effects: (order, at) => {
        checkCleared(order, 'accept');
        if (order.payment.method === 'card' && order.payment.status !== 'authorised')
          throw notAuthorised(order.orderNumber, order.payment.status);
        // A card order's rates hold from its payment already.
        const until =
          order.payment.method === 'card' && order.rateGuaranteedUntil
            ? order.rateGuaranteedUntil
            : new Date(at.getTime() + this.rules.rateGuaranteeHours * HOUR_MS);
        const event = outboxEntry('order.accepted', {
          order: toOrderSnapshot(order),
          acceptedAt: at.toISOString(),
          acceptedBy: by,
          rateGuaranteedUntil: until.toISOString(),
        });
        return { rateGuaranteedUntil: until, event };
      },
    });
    return this.details.of(accepted);
  }
}
