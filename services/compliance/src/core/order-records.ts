import { Injectable } from '@nestjs/common';
import type { OrderSnapshot } from '@fx/contracts';
import { OutboxRelay, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { Holds } from './holds';
import { OrdersProjection } from './orders-projection';
import type { KnownOrder, OrderProgress } from './orders-projection';

/**
 * Records an order from any of its events, for every consumer of the service (each records what
 * it is handed before it works on it). An order needing enhanced due diligence is held from the
 * first record on, in the same transaction, so it is never seen clear before the officer decides.
 */
@Injectable()
export class OrderRecords {
  constructor(
    private readonly projection: OrdersProjection,
    private readonly holds: Holds,
    private readonly relay: OutboxRelay,
  ) {}

  async record(order: OrderSnapshot, progress: OrderProgress, at: Date): Promise<KnownOrder> {
    if (order.dueDiligence?.level !== 'enhanced') {
      // A later event mostly finds the order recorded (by its order.placed): a read then, with no
      // write and no wait on the row. The first event, order.placed, mostly does not.
      if (progress !== 'placed') {
        const recorded = await this.projection.find(order.orderId);
        if (recorded && this.projection.alreadyAt(recorded, progress)) return recorded;
      }
      return this.projection.record(order, progress, at);
    }
    // An EDD order is held as it is recorded, in one transaction, which checks its hold.
    const { known, events } = await this.holds.transaction((db) =>
      this.recordIn(db, order, progress, at),
    );
    this.relay.committed(...events);
    return known;
  }

  /**
   * Records the order in `db`'s transaction, which then holds its row; an EDD order's hold is
   * opened the first time, and its order.held returned for the relay once committed.
   */
  private async recordIn(
    db: Queryable,
    order: OrderSnapshot,
    progress: OrderProgress,
    at: Date,
  ): Promise<{ known: KnownOrder; events: OutboxEntry[] }> {
    const known = await this.projection.record(order, progress, at, db);
    if (known.dueDiligence?.level !== 'enhanced') return { known, events: [] };
    // Once only: an approved (closed) EDD hold is not opened again by a later event.
    const [found] = await query<{ exists: boolean }[]>(
      db,
      `SELECT EXISTS (SELECT 1 FROM compliance.holds
         WHERE order_id = :orderId AND kind = 'enhanced_due_diligence') AS exists`,
      { orderId: known.orderId },
    );
    if (found?.exists) return { known, events: [] };
    await this.holds.open(db, { orderId: known.orderId, kind: 'enhanced_due_diligence' });
    return { known, events: [await this.holds.announce(db, known.orderId, 'held')] };
  }
}
