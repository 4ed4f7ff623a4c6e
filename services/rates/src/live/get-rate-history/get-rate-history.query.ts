import { Query } from '@nestjs/cqrs';
import type { RateHistory } from '@fx/contracts';

/** A currency's rates over the last `days`, for its chart. */
export class GetRateHistoryQuery extends Query<RateHistory> {
  constructor(
    readonly code: string,
    readonly days: number,
  ) {
    super();
  }
}
