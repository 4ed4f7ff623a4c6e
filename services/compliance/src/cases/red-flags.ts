import { Inject, Injectable } from '@nestjs/common';
import { RED_FLAG_LABELS } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import type { OutboxEntry, Queryable } from '@fx/service-kit';
import type { ComplianceEnv } from '../config/env';
import { OrdersProjection } from '../core/orders-projection';
import type { KnownOrder } from '../core/orders-projection';
import { COMPLIANCE_ENV } from '../core/tokens';
import { Alerts } from '../core/alerts';
import { CaseStore } from './case-store';
import {
  addressKey,
  cancellations,
  redFlagSettings,
  sharedContact,
  splitting,
  unusualAmount,
} from './red-flag-rules';
import type { Flag, RedFlagSettings } from './red-flag-rules';

const DAY_MS = 86_400_000;

/**
 * Runs the red-flag rules on a placed or cancelled order and opens (or joins) one case per rule
 * and customer in the officer's queue. A flag never holds the order.
 */
@Injectable()
export class RedFlags {
  private readonly settings: RedFlagSettings;

  constructor(
    @Inject(COMPLIANCE_ENV) env: ComplianceEnv,
    private readonly orders: OrdersProjection,
    private readonly cases: CaseStore,
    private readonly alerts: Alerts,
    private readonly clock: Clock,
  ) {
    this.settings = redFlagSettings(env);
  }

  private on(rule: string): boolean {
    return !this.settings.off.has(rule);
  }

  /** The customer's other orders (same e-mail or phone) placed within `days` of the order. */
  private sameCustomer(db: Queryable, order: KnownOrder, days: number) {
    return this.orders.where(
      `o.erased_at IS NULL AND o.order_id <> :orderId
         AND (lower(o.email) = lower(:email) OR (:phone <> '' AND o.phone_digits = :phone))
         AND o.placed_at > :since AND o.placed_at <= :until`,
      {
        orderId: order.orderId,
        email: order.email,
        phone: order.phoneDigits,
        since: new Date(order.placedAt.getTime() - days * DAY_MS),
        until: new Date(order.placedAt.getTime() + days * DAY_MS),
      },
      db,
    );
  }

  async placed(db: Queryable, order: KnownOrder): Promise<OutboxEntry[]> {
    if (order.erasedAt) return [];
    const flags: Flag[] = [];
    const s = this.settings;
    if (this.on('splitting')) {
      const flag = splitting(order, await this.sameCustomer(db, order, s.splittingWindowDays), s);
      if (flag) flags.push(flag);
    }
    if (this.on('shared_contact')) {
      const window = {
        orderId: order.orderId,
        since: new Date(order.placedAt.getTime() - s.sharedContactWindowDays * DAY_MS),
        until: new Date(order.placedAt.getTime() + s.sharedContactWindowDays * DAY_MS),
      };
      const recent = `o.erased_at IS NULL AND o.order_id <> :orderId
        AND o.placed_at > :since AND o.placed_at <= :until`;
      const samePhone = order.phoneDigits
        ? await this.orders.where(
            `${recent} AND o.phone_digits = :phone`,
            {
              ...window,
              phone: order.phoneDigits,
            },
            db,
          )
        : [];
      const sameAddress = order.postcode
        ? (
            await this.orders.where(
              `${recent} AND o.postcode = :postcode`,
              {
                ...window,
                postcode: order.postcode,
              },
              db,
            )
          ).filter((other) => addressKey(other) === addressKey(order))
        : [];
      flags.push(...sharedContact(order, samePhone, sameAddress, s));
    }
    if (this.on('unusual_amount')) {
      const earlier = await this.orders.where(
        `o.erased_at IS NULL AND o.order_id <> :orderId AND lower(o.email) = lower(:email)
           AND o.placed_at < :until`,
        { orderId: order.orderId, email: order.email, until: order.placedAt },
        db,
      );
      const flag = unusualAmount(order, earlier, s);
      if (flag) flags.push(flag);
    }
    return this.raise(db, flags);
  }

  async cancelled(db: Queryable, order: KnownOrder): Promise<OutboxEntry[]> {
    if (order.erasedAt || !order.cancelledAt || !this.on('cancellations')) return [];
    const s = this.settings;
    const others = await this.orders.where(
      `o.erased_at IS NULL AND o.order_id <> :orderId AND lower(o.email) = lower(:email)
         AND o.cancelled_at > :since AND o.cancelled_at <= :until`,
      {
        orderId: order.orderId,
        email: order.email,
        since: new Date(order.cancelledAt.getTime() - s.cancellationsWindowDays * DAY_MS),
        until: new Date(order.cancelledAt.getTime() + s.cancellationsWindowDays * DAY_MS),
      },
      db,
    );
    const flag = cancellations(order, others, s);
    return this.raise(db, flag ? [flag] : []);
  }

  /** Opens or joins each flag's case; a new case is an alert for the officers. */
  private async raise(db: Queryable, flags: Flag[]): Promise<OutboxEntry[]> {
    const entries: OutboxEntry[] = [];
    for (const flag of flags) {
      const { opened } = await this.cases.openOrJoin(
        db,
        { kind: 'red_flag', ...flag },
        this.clock.now(),
      );
      if (opened)
        entries.push(
          await this.alerts.raise(
            db,
            'case_opened',
            `Red flag: ${RED_FLAG_LABELS[flag.rule]}. ${flag.summary}`,
          ),
        );
    }
    return entries;
  }
}
