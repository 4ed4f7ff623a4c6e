import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { SanctionsMatch } from '@fx/contracts';
import { Clock, LOGGER, OutboxRelay, query } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { Holds } from '../core/holds';
import { OrdersProjection } from '../core/orders-projection';
import type { KnownOrder } from '../core/orders-projection';
import { ListInForce } from './list-in-force';

export type ScreeningOutcome = 'pending' | 'clear' | 'held' | 'unchanged';

/** What the list in force says of a customer. */
export type Screening = NonNullable<Awaited<ReturnType<ListInForce['screen']>>>;

/**
 * Screens one order's customer ("firstName lastName", and the date of birth when the order has
 * one) against the list in force. A possible match opens a sanctions hold (order.held); none marks
 * the order screened, announced (order.screened) the first time only. Without a list the order
 * stays pending: never announced clear unscreened.
 */
@Injectable()
export class Screener {
  constructor(
    private readonly list: ListInForce,
    private readonly holds: Holds,
    private readonly orders: OrdersProjection,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * `onlyIfPending`: for the sweep of pending orders; an order screened since the sweep read it
   * (its order.placed just handled, or another instance's sweep) is left as it is, unrecorded.
   */
  async screen(
    orderId: string,
    options: { onlyIfPending?: boolean } = {},
  ): Promise<ScreeningOutcome> {
    const order = await this.orders.find(orderId);
    if (!order || order.erasedAt) return 'unchanged';
    const found = await this.lookUp(order);
    if (!found) return 'pending';
    const { outcome, events } = await this.holds.transaction(async (db) => {
      const locked = await this.orders.find(orderId, db, true);
      if (!locked || (options.onlyIfPending && locked.screenedAt))
        return { outcome: 'unchanged' as const, events: [] as OutboxEntry[] };
      return this.screenIn(db, locked, found);
    });
    this.relay.committed(...events);
    return outcome;
  }

  /**
   * The customer ("firstName lastName", and the date of birth when the order has one) against
   * the list in force: its possible matches, or null when no list is in force or it cannot be
   * read (the order stays pending; the sweep screens it later).
   */
  async lookUp(customer: {
    orderId: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
  }): Promise<Screening | null> {
    try {
      const { firstName, lastName, dateOfBirth } = customer;
      return await this.list.screen(`${firstName} ${lastName}`, dateOfBirth);
    } catch (error) {
      const { orderId } = customer;
      this.logger.warn({ err: (error as Error).message, orderId }, 'screening unavailable');
      return null;
    }
  }

  /**
   * Records a screening of the order, whose row `db`'s transaction holds: a possible match not
   * cleared before opens a sanctions hold (order.held), none marks it screened (order.screened,
   * the first time only). The events are the relay's once committed.
   */
  async screenIn(
    db: Queryable,
    locked: KnownOrder,
    { listId, matches }: Screening,
  ): Promise<{ outcome: ScreeningOutcome; events: OutboxEntry[] }> {
    const { orderId } = locked;
    const at = this.clock.now();
    // The screening recorded and the order marked screened against the list, in one statement.
    await query(
      db,
      `WITH screening AS (
         INSERT INTO compliance.screenings (order_id, list_id, at, matches)
         VALUES (:orderId, :listId, :at, :matches))
       UPDATE compliance.orders SET screened_at = :at, screened_list_id = :listId
       WHERE order_id = :orderId`,
      { orderId, listId, at, matches: JSON.stringify(matches) },
    );
    const wasPending = !locked.screenedAt;
    const fresh = await this.notClearedBefore(db, orderId, matches);
    if (fresh.length > 0) {
      const { opened } = await this.holds.open(db, {
        orderId,
        kind: 'sanctions_match',
        matches: fresh,
      });
      if (!opened && !wasPending) return { outcome: 'unchanged', events: [] };
      return { outcome: 'held', events: [await this.holds.announce(db, orderId, 'held')] };
    }
    if (!wasPending) return { outcome: 'unchanged', events: [] };
    const screened = { ...locked, screenedAt: at, screenedListId: listId };
    return {
      outcome: 'clear',
      events: [await this.holds.announce(db, orderId, 'screened', screened)],
    };
  }

  /**
   * The matches the officer has not already cleared on this order (a later list naming the same
   * entry does not hold it again; a new entry does).
   */
  private async notClearedBefore(
    db: Queryable,
    orderId: string,
    matches: SanctionsMatch[],
  ): Promise<SanctionsMatch[]> {
    if (matches.length === 0) return [];
    const holds = await this.holds.ofOrder(orderId, db);
    const cleared = new Set(
      holds
        .filter((hold) => hold.kind === 'sanctions_match' && hold.outcome === 'cleared')
        .flatMap((hold) => hold.matches.map((match) => match.entryId)),
    );
    return matches.filter((match) => !cleared.has(match.entryId));
  }

  /** Orders still pending (screening was down). */
  async pending(limit = 500): Promise<string[]> {
    const rows = await this.orders.where(
      `o.screened_at IS NULL AND o.erased_at IS NULL AND o.status IN ('placed', 'accepted')`,
      {},
    );
    return rows.slice(0, limit).map((row) => row.orderId);
  }

  /** Open orders (placed or accepted, not frozen): screened again after an import. */
  async open(): Promise<string[]> {
    const rows = await this.orders.where(
      `o.erased_at IS NULL AND o.status IN ('placed', 'accepted') AND NOT EXISTS (
         SELECT 1 FROM compliance.holds h WHERE h.order_id = o.order_id AND h.outcome = 'confirmed')`,
      {},
    );
    return rows.map((row) => row.orderId);
  }
}
