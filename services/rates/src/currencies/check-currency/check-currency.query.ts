import { Query } from '@nestjs/cqrs';
import type { CurrencyCheckResult } from '@fx/contracts';

/** The dashboard's Check: the provider's market rate for 1 GBP of a code. */
export class CheckCurrencyQuery extends Query<CurrencyCheckResult> {
  constructor(readonly code: string) {
    super();
  }
}
