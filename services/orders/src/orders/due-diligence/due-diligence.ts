import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Decimal, addDays, londonNow, toFixed } from '@fx/contracts';
import type { DueDiligenceDecision, PlaceOrder } from '@fx/contracts';
import { DomainError, query } from '@fx/service-kit';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { LINKED_STATUS_LIST } from '../order-rows';
import { EurRates } from './eur-rate';

const unprocessable = (field: string, message: string) =>
  new DomainError('UNPROCESSABLE', message, [{ field, message }]);

const euros = (amount: string) => `€${Number(amount).toLocaleString('en-GB')}`;
const pounds = (amount: string) => `£${Number(amount).toLocaleString('en-GB')}`;

/** 18 or over on `today` (both London days, YYYY-MM-DD). */
export function isAdult(dateOfBirth: string, today: string): boolean {
  const [year, rest] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(4)];
  return `${year + 18}${rest}` <= today;
}

/**
 * Customer due diligence, decided when an order is placed (issue 33): `id` at or above the house
 * threshold (ID_HOUSE_THRESHOLD_GBP, this order's value), `enhanced` at or above the statutory
 * threshold (CDD_STATUTORY_THRESHOLD_EUR) for this order with the customer's linked orders over
 * the window, in euros at the previous working day's market rate. Enhanced needs the customer's
 * answers (and the officer's approval: the compliance service holds the order); a delivery order
 * needs an adult's date of birth at or above the house threshold and is refused at or above the
 * statutory one (no counter to check anyone at).
 */
@Injectable()
export class DueDiligence {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eurRates: EurRates,
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
  ) {}

  async decide(order: PlaceOrder, orderGbp: string, now: Date): Promise<DueDiligenceDecision> {
    const [linkedGbp, eur] = await Promise.all([
      this.linkedWith(order, orderGbp, now),
      this.eurRates.forDay(now),
    ]);
    const linkedEur = toFixed(new Decimal(linkedGbp).times(eur.rate), 2);
    const { houseThresholdGbp: house, statutoryThresholdEur: statutory } = this.rules;
    const enhanced = new Decimal(linkedEur).gte(statutory);
    const id = new Decimal(orderGbp).gte(house);
    const delivered = Boolean(order.delivery);
    if (delivered && enhanced)
      throw unprocessable(
        'delivery',
        `Orders of ${euros(statutory)} or more (with your recent orders) cannot be delivered: collect it from a branch`,
      );
    if (delivered && id) this.checkDateOfBirth(order.dateOfBirth, house, now);
    if (enhanced) checkAnswers(order, statutory);
    return {
      level: enhanced ? 'enhanced' : id ? 'id' : 'none',
      orderGbp,
      linkedGbp,
      linkedEur,
      eurRate: eur.rate,
      eurRateDay: eur.day,
      houseThresholdGbp: house,
      statutoryThresholdEur: statutory,
      orderLimitGbp: this.rules.maxGbp,
      answers: enhanced ? (order.dueDiligence ?? null) : null,
      dateOfBirth: delivered && id ? (order.dateOfBirth ?? null) : null,
      decidedAt: now.toISOString(),
    };
  }

  /** The customer's orders over the linked-order window, with this one. */
  private async linkedWith(order: PlaceOrder, orderGbp: string, now: Date): Promise<string> {
    const [row] = await query<{ total: string }[]>(
      this.dataSource,
      `SELECT (orders.linked_total_gbp(:email, :phone, :statuses::text[], :windowDays::int,
                                       :at::timestamptz) + :orderGbp::numeric)::text AS total`,
      {
        email: order.customer.email,
        phone: order.customer.phone,
        statuses: LINKED_STATUS_LIST,
        windowDays: this.rules.linkedWindowDays,
        at: now,
        orderGbp,
      },
    );
    return toFixed(new Decimal(row!.total), 2);
  }

  private checkDateOfBirth(dateOfBirth: string | undefined, house: string, now: Date): void {
    if (!dateOfBirth)
      throw unprocessable(
        'dateOfBirth',
        `Enter your date of birth: delivered orders of ${pounds(house)} or more need it`,
      );
    const today = londonNow(now).date;
    if (!isAdult(dateOfBirth, today) || dateOfBirth < addDays(today, -130 * 366))
      throw unprocessable('dateOfBirth', 'You must be 18 or over to order');
  }
}

function checkAnswers(order: PlaceOrder, statutory: string): void {
  const answers = order.dueDiligence;
  if (!answers)
    throw unprocessable(
      'dueDiligence',
      `Answer the questions for orders of ${euros(statutory)} or more`,
    );
  if (answers.politicallyExposed && !answers.politicalRole)
    throw unprocessable(
      'dueDiligence.politicalRole',
      'Say which public role you, a family member or a close associate holds',
    );
}
