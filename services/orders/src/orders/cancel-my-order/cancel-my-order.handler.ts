import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Actor, MyOrder } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { OrderMover, cancellation } from '../order-mover';
import { isCancellableByCustomer, toMyOrder } from '../order-view';
import { checkCancellableByCustomer } from '../compliance/compliance-check';
import { CancelMyOrderCommand } from './cancel-my-order.command';

/** An order whose payment is under way: the hosted page's own Cancel is the way out. */
const notYetPaid = (orderNumber: string) =>
  new DomainError(
    'ORDER_NOT_PENDING',
    `Order ${orderNumber} is waiting for its card payment and cannot be cancelled yet: leave the payment page without paying, and the order is cancelled by itself.`,
  );

/**
 * The customer cancels their own order while it is pending, or a delivery order accepted but not
 * yet sent; a card order's refund keeps back the Terms' cancellation fee (CANCELLATION_FEE_GBP,
 * in OrderCancelled). Someone else's order is answered as a missing one; an accepted collect
 * order only the branch may cancel (409), as may an order still awaiting its payment.
 */
@CommandHandler(CancelMyOrderCommand)
export class CancelMyOrderHandler implements ICommandHandler<CancelMyOrderCommand> {
  constructor(
    private readonly mover: OrderMover,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  async execute({ id, email }: CancelMyOrderCommand): Promise<MyOrder> {
    const by: Actor = { kind: 'customer' };
    const cancelled = await this.mover.move({
      id,
      // A delivery order not yet sent may be cancelled once accepted too: the branch's delete move.
      action: (order) => {
        if (order.status === 'awaiting_payment') throw notYetPaid(order.orderNumber);
        checkCancellableByCustomer(order);
        return order.status === 'accepted' && isCancellableByCustomer(order) ? 'delete' : 'cancel';
      },
      by,
      visible: (order) => order.email.toLowerCase() === email.toLowerCase(),
      effects: (order, at) =>
        cancellation(order, at, by, 'Cancelled by the customer', this.rules.cancellationFeeGbp),
    });
    return toMyOrder(cancelled);
  }
}
