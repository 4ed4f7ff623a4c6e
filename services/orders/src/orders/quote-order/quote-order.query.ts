import { Query } from '@nestjs/cqrs';
import type { LineRequest, Quote } from '@fx/contracts';

/** Prices lines exactly as an order would be priced, at the current rates (orders.quote). */
export class QuoteOrderQuery extends Query<Quote> {
  constructor(readonly lines: readonly LineRequest[]) {
    super();
  }
}
