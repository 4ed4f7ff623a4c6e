import { Inject, Injectable } from '@nestjs/common';
import type { Actor, MyOrder, OrderDetails, OrderStatus } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { OutboxRelay } from '../outbox/outbox-relay';
import { OutboxRepository } from '../outbox/outbox.repository';
import { ORDER_RULES } from '../pricing/order-rules';
import type { OrderRules } from '../pricing/order-rules';
import { nextStatus, transitionRefusal } from './order-status';
import type { OrderAction } from './order-status';
import type { OrderRecord } from './order-record';
import { toMyOrder, toOrderDetails, toOrderSnapshot } from './order-view';
import { OrdersRepository } from './orders.repository';
import type { EntityManager } from 'typeorm';

const HOUR_MS = 3_600_000;

/**
 * Moves orders through their lifecycle. Each change locks the order, checks the transition,
 * records who and when, and writes its event to the outbox, all in one transaction.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  /** pending -> accepted; the customer's rates are then guaranteed for 24 hours. */
  accept(id: string, by: Actor): Promise<OrderDetails> {
    return this.move(id, 'accept', by, async (manager, order, at) => {
      const until = new Date(at.getTime() + this.rules.rateGuaranteeHours * HOUR_MS);
      await this.orders.setStatus(manager, id, 'accepted', at, until);
      await this.outbox.add(
        manager,
        'order.accepted',
        {
          order: toOrderSnapshot(order),
          acceptedAt: at.toISOString(),
          acceptedBy: by,
          rateGuaranteedUntil: until.toISOString(),
        },
        at,
      );
    });
  }

  /** accepted -> completed: the customer has paid and collected (or been paid). */
  complete(id: string, by: Actor): Promise<OrderDetails> {
    return this.move(id, 'complete', by, async (manager, order, at) => {
      await this.orders.setStatus(manager, id, 'completed', at);
      await this.outbox.add(
        manager,
        'order.completed',
        { order: toOrderSnapshot(order), completedAt: at.toISOString(), completedBy: by },
        at,
      );
    });
  }

  /**
   * The dashboard's delete: pending or accepted orders are cancelled (and the customer told),
   * completed ones archived out of History. The record itself is kept.
   */
  delete(id: string, by: Actor): Promise<OrderDetails> {
    return this.move(id, 'delete', by, async (manager, order, at, to) => {
      if (to === 'cancelled') await this.cancel(manager, order, at, by, 'Cancelled by the branch');
      else await this.orders.setStatus(manager, id, to, at);
    });
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
      (manager, order, at) => this.cancel(manager, order, at, by, 'Cancelled by the customer'),
      owns,
    );
    return toMyOrder((await this.orders.findById(id))!);
  }

  /** -> cancelled, and OrderCancelled (the customer's e-mail) in the same transaction. */
  private async cancel(
    manager: EntityManager,
    order: OrderRecord,
    at: Date,
    by: Actor,
    reason: string,
  ): Promise<void> {
    await this.orders.setStatus(manager, order.id, 'cancelled', at);
    await this.outbox.add(
      manager,
      'order.cancelled',
      { order: toOrderSnapshot(order), cancelledAt: at.toISOString(), cancelledBy: by, reason },
      at,
    );
  }

  private async move(
    id: string,
    action: OrderAction,
    by: Actor,
    apply: (manager: EntityManager, order: OrderRecord, at: Date, to: OrderStatus) => Promise<void>,
    visible: (order: OrderRecord) => boolean = () => true,
  ): Promise<OrderDetails> {
    const wroteEvent = await this.orders.transaction(async (manager) => {
      const from = await this.orders.lockStatus(manager, id);
      const order = from ? await this.orders.findById(id, manager) : null;
      if (!from || !order || !visible(order))
        throw new DomainError('NOT_FOUND', 'There is no such order');
      const to = nextStatus(action, from);
      if (!to) throw new DomainError('CONFLICT', transitionRefusal(order, action, from));
      const at = new Date();
      await apply(manager, order, at, to);
      await this.orders.addStatusChange(manager, id, { from, to, at, by });
      return to !== 'archived';
    });
    if (wroteEvent) this.relay.kick();
    const order = (await this.orders.findById(id))!;
    return toOrderDetails(order, await this.orders.history(id));
  }
}
