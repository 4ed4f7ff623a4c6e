import { Inject, Injectable } from '@nestjs/common';
import type { Actor, MyOrder, OrderDetails, OrderStatus } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, outboxEntry } from '@fx/service-kit';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { checkedMove } from './order-status';
import type { OrderAction } from '@fx/contracts';
import type { OrderRecord } from './order-record';
import { OrderQueriesService } from './order-queries.service';
import { toMyOrder, toOrderSnapshot } from './order-view';
import { OrderReader } from './orders-read.repository';
import { OrderWriter } from './orders-write.repository';
import type { StatusMove } from './orders-write.repository';

const HOUR_MS = 3_600_000;

/** What a move writes besides its status: the rates' guarantee, the event. */
type MoveEffects = Pick<StatusMove, 'rateGuaranteedUntil' | 'event'>;

const noSuchOrder = () => new DomainError('ORDER_NOT_FOUND', 'There is no such order');

/**
 * Moves orders through their lifecycle. Each change locks the order, checks the transition,
 * records who and when, and writes its event to the outbox, all in one transaction.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    private readonly writer: OrderWriter,
    private readonly reader: OrderReader,
    private readonly relay: OutboxRelay,
    private readonly queries: OrderQueriesService,
    private readonly clock: Clock,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  /** pending -> accepted; the customer's rates are then guaranteed for 24 hours. */
  accept(id: string, by: Actor): Promise<OrderDetails> {
    return this.move(id, 'accept', by, (order, at) => {
      const until = new Date(at.getTime() + this.rules.rateGuaranteeHours * HOUR_MS);
      const event = outboxEntry('order.accepted', {
        order: toOrderSnapshot(order),
        acceptedAt: at.toISOString(),
        acceptedBy: by,
        rateGuaranteedUntil: until.toISOString(),
      });
      return { rateGuaranteedUntil: until, event };
    });
  }

  /** accepted -> completed: the customer has paid and collected (or been paid). */
  complete(id: string, by: Actor): Promise<OrderDetails> {
    return this.move(id, 'complete', by, (order, at) => ({
      event: outboxEntry('order.completed', {
        order: toOrderSnapshot(order),
        completedAt: at.toISOString(),
        completedBy: by,
      }),
    }));
  }

  /**
   * The dashboard's delete: pending or accepted orders are cancelled (and the customer told),
   * completed ones archived out of History. The record itself is kept.
   */
  delete(id: string, by: Actor): Promise<OrderDetails> {
    return this.move(id, 'delete', by, (order, at, to) =>
      to === 'cancelled' ? cancellation(order, at, by, 'Cancelled by the branch') : {},
    );
  }

  /**
   * The customer cancels their own order while it is pending (My orders). Someone else's order is
   * answered as a missing one; an accepted order only the branch may cancel (409).
   */
  async cancelByCustomer(id: string, email: string): Promise<MyOrder> {
    const by: Actor = { kind: 'customer' };
    const owns = (order: OrderRecord) => order.email.toLowerCase() === email.toLowerCase();
    await this.move(
      id,
      'cancel',
      by,
      (order, at) => cancellation(order, at, by, 'Cancelled by the customer'),
      owns,
    );
    return toMyOrder((await this.reader.findById(id))!);
  }

  private async move(
    id: string,
    action: OrderAction,
    by: Actor,
    effects: (order: OrderRecord, at: Date, to: OrderStatus) => MoveEffects,
    visible: (order: OrderRecord) => boolean = () => true,
  ): Promise<OrderDetails> {
    const moved = await this.writer.changeStatus(id, (order) => {
      if (!visible(order)) throw noSuchOrder();
      const to = checkedMove(order, action);
      const at = this.clock.now();
      return { from: order.status, to, at, by, ...effects(order, at, to) };
    });
    if (!moved) throw noSuchOrder();
    if (moved.event) this.relay.committed(moved.event);
    return this.queries.details(id);
  }
}

/** -> cancelled, with OrderCancelled (the customer's e-mail) written in the same transaction. */
function cancellation(order: OrderRecord, at: Date, by: Actor, reason: string): MoveEffects {
  return {
    event: outboxEntry('order.cancelled', {
      order: toOrderSnapshot(order),
      cancelledAt: at.toISOString(),
      cancelledBy: by,
      reason,
    }),
  };
}
