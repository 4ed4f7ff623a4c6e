import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { BUY_BACK_REMINDER_DAYS, londonNow } from '@fx/contracts';
import { Clock, LOGGER, OutboxRelay, OutboxRepository, outboxEntry, query } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { selectOrders } from '../order-rows';
import { toOrderSnapshot } from '../order-view';
import { PeriodicScan } from '../periodic-scan';
/** Reminders written per transaction. */
const BATCH = 100;

/**
 * Writes OrderBuyBackEnding (the reminder e-mail) for each buy-back guarantee whose reminder day
 * (BUY_BACK_REMINDER_DAYS before its last day, London) has come and that has not been reminded:
 * the orders are claimed with FOR UPDATE SKIP LOCKED and stamped buy_back_reminded_at in the
 * transaction that writes their events, so with any number of instances each order is reminded
 * once. A guarantee already over, or of an order cancelled, is not reminded. Every instance scans
 * on a timer (no Redis queue needed: the database decides who takes which order).
 */
@Injectable()
export class BuyBackReminders extends PeriodicScan {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(logger, 'buy-back reminder scan');
  }

  runDue(): Promise<number> {
    return this.remindDue();
  }

  /** Writes the reminders due now; answers how many. */
  async remindDue(): Promise<number> {
    let written = 0;
    for (;;) {
      const batch = await this.remindBatch();
      written += batch;
      if (batch < BATCH) return written;
    }
  }

  private async remindBatch(): Promise<number> {
    const now = this.clock.now();
    const today = londonNow(now).date;
    const entries: OutboxEntry[] = await this.dataSource.transaction(async (transaction) => {
      const due = await selectOrders(
        transaction,
        `o.buy_back_until IS NOT NULL AND o.buy_back_reminded_at IS NULL
           AND o.buy_back_until - :days::int <= :today::date AND o.buy_back_until >= :today::date
           AND o.status IN ('pending', 'accepted', 'completed', 'archived')
         ORDER BY o.buy_back_until LIMIT :limit FOR UPDATE OF o SKIP LOCKED`,
        { days: BUY_BACK_REMINDER_DAYS, today, limit: BATCH },
      );
      const events = due.flatMap((order) => {
        const guarantee = order.buyBack?.guarantee;
        if (!guarantee) return [];
        return [
          outboxEntry('order.buy_back_ending', {
            order: toOrderSnapshot(order),
            until: guarantee.until,
            allowances: guarantee.allowances,
          }),
        ];
      });
      await this.outbox.addAll(transaction, events);
      await query(
        transaction,
        'UPDATE orders.orders SET buy_back_reminded_at = :now WHERE id = ANY(:ids::uuid[])',
        { now, ids: due.map((order) => order.id) },
      );
      return events;
    });
    if (entries.length > 0) this.relay.committed(...entries);
    return entries.length;
  }
}
