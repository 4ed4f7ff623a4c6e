import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { Quote } from '@fx/contracts';
import { Pricer } from '../../pricing/pricer';
import { QuoteOrderQuery } from './quote-order.query';

/** Always answers, even on stale rates: the quote then says it is only indicative. */
@QueryHandler(QuoteOrderQuery)
export class QuoteOrderHandler implements IQueryHandler<QuoteOrderQuery> {
  constructor(private readonly pricer: Pricer) {}

  execute({ lines }: QuoteOrderQuery): Promise<Quote> {
    return this.pricer.quote(lines);
  }
}
