import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { MAX_ORDER_LINES } from '@fx/contracts';
import type { OrderSettings } from '@fx/contracts';
import { ORDER_RULES } from '../../pricing/order-rules';
import type { OrderRules } from '../../pricing/order-rules';
import { GetOrderSettingsQuery } from './get-order-settings.query';

/**
 * Value limits, lines, the hours of the rate guarantee, the linked-order limit, delivery, the
 * buy-back guarantee and the cancellation fee, from env.
 */
@QueryHandler(GetOrderSettingsQuery)
export class GetOrderSettingsHandler implements IQueryHandler<GetOrderSettingsQuery> {
  constructor(@Inject(ORDER_RULES) private readonly rules: OrderRules) {}

  async execute(): Promise<OrderSettings> {
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
    };
  }
}
