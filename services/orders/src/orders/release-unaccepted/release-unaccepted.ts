import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Actor } from '@fx/contracts';
import { Clock, DomainError, LOGGER, query } from '@fx/service-kit';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { OrderMover, cancellation } from '../order-mover';
import { isOnHold } from '../order-record';
import { PeriodicScan } from '../periodic-scan';

const SYSTEM: Actor = { kind: 'system' };
const HOUR_MS = 3_600_000;
const BATCH = 100;

/** The customer's e-mail and My orders say this of the cancelled order. */
export const NOT_ACCEPTED_REASON =
  'The branch could not accept your order in time, so the hold on your card was released';

/**
 * Cancels a card-paid order the branch has not accepted within CARD_ACCEPT_WITHIN_HOURS of its
 * payment (issue 32: "an authorisation released when the order is ... not accepted in time"):
 * its OrderCancelled, with no fee, has the payments service release the hold before the card's
 * bank lets it lapse by itself. The move is the customer's cancel (pending -> cancelled only),
 * made under the order's lock, so an order accepted meanwhile is left as it is, and two instances
 * cancel an order once. A held or frozen order is never released (issue 33).
 */
@Injectable()
export class ReleaseUnaccepted extends PeriodicScan {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mover: OrderMover,
    private readonly clock: Clock,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(logger, 'release of card orders not accepted in time');
  }

  async runDue(): Promise<number> {
    const cutoff = new Date(
      this.clock.now().getTime() - this.rules.cardAcceptWithinHours * HOUR_MS,
    );
    const due = await query<{ id: string }[]>(
      this.dataSource,
      `SELECT id FROM orders.orders
        WHERE status = 'pending' AND payment_method = 'card' AND payment_status = 'authorised'
          AND paid_at < :cutoff AND compliance_status NOT IN ('held', 'frozen')
        ORDER BY paid_at LIMIT :limit`,
      { cutoff, limit: BATCH },
    );
    let released = 0;
    for (const { id } of due) {
      try {
        await this.mover.move({
          id,
          action: 'cancel',
          by: SYSTEM,
          effects: (order, at) => {
            // Held or frozen since the scan read it: compliance keeps the money where it is.
            if (isOnHold(order)) throw new DomainError('ORDER_NOT_PENDING', 'on hold');
            return cancellation(order, at, SYSTEM, NOT_ACCEPTED_REASON, '0');
          },
        });
        released += 1;
      } catch (error) {
        // Accepted or cancelled since the scan read it: nothing to release.
        if (!(error instanceof DomainError) || error.code !== 'ORDER_NOT_PENDING') throw error;
      }
    }
    return released;
  }
}
