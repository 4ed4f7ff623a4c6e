import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { Clock, LOGGER, OutboxRelay, OutboxRepository, outboxEntry, query } from '@fx/service-kit';
import type { OutboxEntry } from '@fx/service-kit';
import { PeriodicScan } from '../periodic-scan';
import { LOCK_ERASABLE, ERASE, eraseParams } from './erase-statement';

export const RETENTION = Symbol('RETENTION');

/** RETENTION_YEARS (from completion, at least 5) and INCOMPLETE_RETENTION_YEARS (last change). */
export interface RetentionSettings {
  years: number;
  incompleteYears: number;
}

const BATCH = 100;

/** The orders whose personal data is kept, and until when (SQL over `o`). */
export const KEPT_UNTIL = `
  CASE WHEN o.completed_at IS NOT NULL
       THEN o.completed_at + make_interval(years => :years::int)
       ELSE (SELECT max(c.at) FROM orders.status_changes c WHERE c.order_id = o.id)
            + make_interval(years => :incompleteYears::int) END`;

/**
 * Retention (issue 33): erases the personal data of orders past their retention, completed ones
 * RETENTION_YEARS after completion, the rest INCOMPLETE_RETENTION_YEARS after their last change,
 * except under a legal hold (frozen, or an open suspicion report, as the compliance service's
 * events said). Each order is erased under its lock with its order.personal_data_erased in the
 * same transaction, so the other services erase their copies. Run with the other scans (at start
 * and every SCAN_EVERY_MS); an order due is taken by one instance (its lock), and erased once.
 */
@Injectable()
export class Retention extends PeriodicScan {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
    @Inject(RETENTION) private readonly settings: RetentionSettings,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(logger, 'retention (erasure of personal data past its retention)');
  }

  async runDue(): Promise<number> {
    const now = this.clock.now();
    const due = await query<{ id: string }[]>(
      this.dataSource,
      `SELECT o.id FROM orders.orders o
        WHERE o.erased_at IS NULL AND o.compliance_status <> 'frozen'
          AND NOT ('suspicion_report' = ANY (o.compliance_holds))
          AND ${KEPT_UNTIL} < :now
        ORDER BY o.placed_at LIMIT :limit`,
      { now, limit: BATCH, ...this.years() },
    );
    let erased = 0;
    for (const { id } of due) if (await this.erase(id, now)) erased += 1;
    if (erased > 0) this.logger.info({ erased }, 'personal data past its retention erased');
    return erased;
  }

  years() {
    return { years: this.settings.years, incompleteYears: this.settings.incompleteYears };
  }

  private async erase(id: string, at: Date): Promise<boolean> {
    const event = await this.dataSource.transaction(async (transaction) => {
      const [found] = await query<
        { orderNumber: string; emailSha256: string; lastOfCustomer: boolean }[]
      >(transaction, LOCK_ERASABLE, { id });
      if (!found) return null;
      await query(transaction, ERASE, eraseParams(id, found.orderNumber, at));
      const entry: OutboxEntry = outboxEntry('order.personal_data_erased', {
        orderId: id,
        orderNumber: found.orderNumber,
        emailSha256: found.emailSha256,
        lastOfCustomer: found.lastOfCustomer,
        reason: 'retention',
        erasedAt: at.toISOString(),
      });
      await this.outbox.add(transaction, entry);
      return entry;
    });
    if (event) this.relay.committed(event);
    return event !== null;
  }
}
