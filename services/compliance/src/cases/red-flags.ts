import { Inject, Injectable } from '@nestjs/common';
import { RED_FLAG_LABELS } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import type { OutboxEntry, Queryable, SqlParams } from '@fx/service-kit';
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

/** What another order of the customer is to the order the rules look at (RedFlags.otherOrders). */
interface Relation {
  splitting?: boolean;
  samePhone?: boolean;
  samePostcode?: boolean;
  earlier?: boolean;
}
type OtherOrder = KnownOrder & Relation;

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

  async placed(db: Queryable, order: KnownOrder): Promise<OutboxEntry[]> {
    if (order.erasedAt) return [];
    const flags: Flag[] = [];
    const s = this.settings;
    const others = await this.otherOrders(db, order);
    if (this.on('splitting')) {
      const flag = splitting(
        order,
        others.filter((other) => other.splitting),
        s,
      );
      if (flag) flags.push(flag);
    }
    if (this.on('shared_contact')) {
      const samePhone = others.filter((other) => other.samePhone);
      const sameAddress = others.filter(
        (other) => other.samePostcode && addressKey(other) === addressKey(order),
      );
      flags.push(...sharedContact(order, samePhone, sameAddress, s));
    }
    if (this.on('unusual_amount')) {
      const flag = unusualAmount(
        order,
        others.filter((other) => other.earlier),
        s,
      );
      if (flag) flags.push(flag);
    }
    return this.raise(db, flags);
  }

  /**
   * The customer's other orders that the rules switched on look at, in one read (it was three),
   * each marked with what it is to the order: `splitting`, same e-mail or phone placed within the
   * splitting window of it; `samePhone` and `samePostcode`, within the shared-contact window;
   * `earlier`, same e-mail placed before it. Newest first.
   */
  private async otherOrders(db: Queryable, order: KnownOrder): Promise<OtherOrder[]> {
    const s = this.settings;
    const near = (days: number) => ({
      since: new Date(order.placedAt.getTime() - days * DAY_MS),
      until: new Date(order.placedAt.getTime() + days * DAY_MS),
    });
    const split = near(s.splittingWindowDays);
    const shared = near(s.sharedContactWindowDays);
    const marks: { mark: keyof Relation; on: boolean; when: string; params: SqlParams }[] = [
      {
        mark: 'splitting',
        on: this.on('splitting'),
        when: `(lower(o.email) = lower(:email) OR (:phone <> '' AND o.phone_digits = :phone))
          AND o.placed_at > :splitSince AND o.placed_at <= :splitUntil`,
        params: {
          email: order.email,
          phone: order.phoneDigits,
          splitSince: split.since,
          splitUntil: split.until,
        },
      },
      {
        mark: 'samePhone',
        on: this.on('shared_contact'),
        when: `:phone <> '' AND o.phone_digits = :phone
          AND o.placed_at > :sharedSince AND o.placed_at <= :sharedUntil`,
        params: { phone: order.phoneDigits, sharedSince: shared.since, sharedUntil: shared.until },
      },
      {
        mark: 'samePostcode',
        on: this.on('shared_contact'),
        when: `:postcode <> '' AND o.postcode = :postcode
          AND o.placed_at > :sharedSince AND o.placed_at <= :sharedUntil`,
        params: { postcode: order.postcode, sharedSince: shared.since, sharedUntil: shared.until },
      },
      {
        mark: 'earlier',
        on: this.on('unusual_amount'),
        when: `lower(o.email) = lower(:email) AND o.placed_at < :placedAt`,
        params: { email: order.email, placedAt: order.placedAt },
      },
    ];
    const used = marks.filter((mark) => mark.on);
    if (used.length === 0) return [];
    return this.orders.where<Relation>(
      `o.erased_at IS NULL AND o.order_id <> :orderId
         AND ((${used.map((mark) => mark.when).join(') OR (')}))`,
      Object.assign({ orderId: order.orderId }, ...used.map((mark) => mark.params)) as SqlParams,
      db,
      used.map((mark) => `coalesce(${mark.when}, false) AS "${mark.mark}"`).join(', '),
    );
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
