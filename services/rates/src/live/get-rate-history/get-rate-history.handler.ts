import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { customerRate, plainDecimal } from '@fx/contracts';
import type { RateHistory } from '@fx/contracts';
import { Clock } from '@fx/service-kit';
import { RefreshRepository } from '../refresh.repository';
import { GetRateHistoryQuery } from './get-rate-history.query';

/** Each stored rate with the customer rates its margins of the time made. */
@QueryHandler(GetRateHistoryQuery)
export class GetRateHistoryHandler implements IQueryHandler<GetRateHistoryQuery> {
  constructor(
    private readonly repository: RefreshRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ code, days }: GetRateHistoryQuery): Promise<RateHistory> {
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const rows = await this.repository.history(code, since);
    return {
      code,
      points: rows.map((row) => {
        const price = {
          marketRate: row.market_rate,
          sellMarginPct: row.sell_margin_pct,
          buyMarginPct: row.buy_margin_pct,
        };
        return {
          at: row.recorded_at.toISOString(),
          marketRate: plainDecimal(row.market_rate),
          collect: customerRate('collect', price),
          sell: customerRate('sell', price),
        };
      }),
    };
  }
}
