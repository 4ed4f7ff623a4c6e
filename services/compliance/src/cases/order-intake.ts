import { Injectable } from '@nestjs/common';
import type { OrderSnapshot } from '@fx/contracts';
import { OutboxRelay } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import { Holds } from '../core/holds';
import { OrderRecords } from '../core/order-records';
import { OrdersProjection } from '../core/orders-projection';
import type { KnownOrder } from '../core/orders-projection';
import { Screener } from '../screening/screener';
import { EddCases } from './edd-cases';
import { RedFlags } from './red-flags';
import { SuspicionReports } from './suspicion-reports';

/**
 * What the service does with a placed order, on one queue: the order recorded (an EDD order held
 * from then on), then, in a second transaction holding its row, its customer screened against the
 * list in force and the suspicion reports on the clock about the customer, the EDD case and the
 * red-flag rules looked at. (Each of the three took its own queue, delivery and transactions
 * before 2026-11-27.) The list is looked up before the transactions (in memory, after one indexed
 * read), so no connection is asked for while the order's row is held. A redelivered order.placed
 * finds the order screened and leaves that: the sweep of pending orders and each list import
 * screen again, not this.
 */
@Injectable()
export class OrderIntake {
  constructor(
    private readonly records: OrderRecords,
    private readonly projection: OrdersProjection,
    private readonly screener: Screener,
    private readonly reports: SuspicionReports,
    private readonly edd: EddCases,
    private readonly redFlags: RedFlags,
    private readonly holds: Holds,
    private readonly relay: OutboxRelay,
  ) {}

  async placed(order: OrderSnapshot): Promise<void> {
    const screening = await this.screener.lookUp({
      orderId: order.orderId,
      firstName: order.customer.firstName,
      lastName: order.customer.lastName,
      dateOfBirth: order.dueDiligence?.dateOfBirth ?? null,
    });
    // Recorded and committed first, so that a concurrent order of the same customer, looked at
    // after this one is recorded, sees it (the red flags read the other orders).
    await this.records.record(order, 'placed', new Date(order.placedAt));
    const events = await this.holds.transaction(async (db) => {
      const known = await this.projection.find(order.orderId, db, true);
      if (!known) return [];
      const screened =
        screening && !known.screenedAt && !known.erasedAt
          ? (await this.screener.screenIn(db, known, screening)).events
          : [];
      return [...screened, ...(await this.checks(db, known))];
    });
    this.relay.committed(...events);
  }

  /** The reports on the clock about the customer, the EDD case and the red flags. */
  private async checks(db: Queryable, known: KnownOrder): Promise<OutboxEntry[]> {
    return [
      ...(await this.reports.placed(db, known.orderId, known.email)),
      ...(await this.edd.opened(db, known)),
      ...(await this.redFlags.placed(db, known)),
    ];
  }
}
