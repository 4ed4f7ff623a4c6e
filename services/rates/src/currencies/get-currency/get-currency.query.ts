import { Query } from '@nestjs/cqrs';
import type { PricedCurrency } from '@fx/contracts';

/** One offered currency with its customer rates. */
export class GetCurrencyQuery extends Query<PricedCurrency> {
  constructor(readonly code: string) {
    super();
  }
}
