import { Injectable } from '@nestjs/common';
import type { Actor, OrderAction, OrderStatus } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, outboxEntry } from '@fx/service-kit';
import { checkedMove } from './order-status';
import { toOrderSnapshot } from './order-view';
import type { OrderRecord } from './order-record';
import { OrderWriter } from './orders-write.repository';
import type { StatusMove } from './orders-write.repository';

/** What a move writes besides its status: the rates' guarantee, the event. */
export type MoveEffects = Pick<StatusMove, 'rateGuaranteedUntil' | 'event' | 'changes'>;

/** One move of an order through its lifecycle, as a use case asks for it. */
export interface OrderMoveRequest {
  id: string;
  /** The move, or how to choose it from the order as it is when locked. */
  action: OrderAction | ((order: OrderRecord) => OrderAction);
  by: Actor;
  /** What else the move writes, from the order as it is when locked. */
  effects: (order: OrderRecord, at: Date, to: OrderStatus) => MoveEffects;
  /** False answers the order as a missing one (a customer's look at someone else's order). */
  visible?: (order: OrderRecord) => boolean;
}

export const noSuchOrder = () => new DomainError('ORDER_NOT_FOUND', 'There is no such order');

/**
 * Moves an order through its lifecycle, the shared step of accepting, completing, deleting and
 * cancelling: reads the order once under its row lock, checks the move against the lifecycle,
 * records who and when, writes the move and its event to the outbox in the same transaction, and
 * hands the event to the relay once committed. Answers the order as it now is.
 */
@Injectable()
export class OrderMover {
  constructor(
    private readonly writer: OrderWriter,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  async move(request: OrderMoveRequest): Promise<OrderRecord> {
    const { id, action, by, effects, visible = () => true } = request;
    const moved = await this.writer.changeStatus(id, (order) => {
      if (!visible(order)) throw noSuchOrder();
      const to = checkedMove(order, typeof action === 'function' ? action(order) : action);
      const at = this.clock.now();
      return { from: order.status, to, at, by, ...effects(order, at, to) };
    });
    if (!moved) throw noSuchOrder();
    if (moved.move.event) this.relay.committed(moved.move.event);
    return moved.order;
  }
}

/**
 * -> cancelled, with OrderCancelled (the customer's e-mail) written in the same transaction. A
 * card order's event says what its refund keeps back (`feeGbp`, "0" but for a customer's own
 * cancel), so the payments service releases the hold or refunds the rest.
 */
export function cancellation(
  order: OrderRecord,
  at: Date,
  by: Actor,
  reason: string,
  feeGbp = '0',
): MoveEffects {
  return {
    changes: { cancelReason: reason },
    event: outboxEntry('order.cancelled', {
      order: toOrderSnapshot(order),
      cancelledAt: at.toISOString(),
      cancelledBy: by,
      reason,
      ...(order.payment.method === 'card' ? { cancellationFeeGbp: feeGbp } : {}),
    }),
  };
}
