import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { Decimal, MAX_ORDER_LINES, toFixed } from '@fx/contracts';
import type { OrderSettings } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { EurRates } from '../due-diligence/eur-rate';
import { GetOrderSettingsQuery } from './get-order-settings.query';

/**
 * Value limits, lines, the hours of the rate guarantee, the linked-order limit, delivery, the
 * buy-back guarantee, the cancellation fee and the due diligence thresholds, from env; the
 * statutory threshold in pounds at the previous working day's EUR rate.
 */
@QueryHandler(GetOrderSettingsQuery)
export class GetOrderSettingsHandler implements IQueryHandler<GetOrderSettingsQuery> {
  constructor(
    @Inject(ORDER_RULES) private readonly rules: OrderRules,
    private readonly eurRates: EurRates,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<OrderSettings> {
    const eur = await this.eurRates.forDay(this.clock.now());
    return {
      minGbp: this.rules.minGbp,
      maxGbp: this.rules.maxGbp,
      rateGuaranteeHours: this.rules.rateGuaranteeHours,
      maxLines: MAX_ORDER_LINES,
      linkedLimitGbp: this.rules.linkedLimitGbp,
      linkedWindowDays: this.rules.linkedWindowDays,
      delivery: { ...this.rules.delivery, closedDays: [...this.rules.delivery.closedDays] },
      buyBack: this.rules.buyBack,
      cancellationFeeGbp: this.rules.cancellationFeeGbp,
      dueDiligence: {
        houseIdThresholdGbp: this.rules.houseThresholdGbp,
        statutoryThresholdEur: this.rules.statutoryThresholdEur,
        statutoryThresholdGbp: toFixed(
          new Decimal(this.rules.statutoryThresholdEur).div(eur.rate),
          2,
        ),
        eurRateDay: eur.day,
        cashDeclarationGbp: this.rules.cashDeclarationGbp,
      },
    };
  }
}
