import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { CurrencyTable } from '@fx/contracts';
import { RateTable } from '../rate-table';
import { ListCurrenciesQuery } from './list-currencies.query';

/** A gateway asking for the table found none in Redis: priced from Postgres, and stored there. */
@QueryHandler(ListCurrenciesQuery)
export class ListCurrenciesHandler implements IQueryHandler<ListCurrenciesQuery> {
  constructor(private readonly table: RateTable) {}

  execute(): Promise<CurrencyTable> {
    return this.table.rebuild();
  }
}
