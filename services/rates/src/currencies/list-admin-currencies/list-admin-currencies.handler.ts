import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { CurrencyAdmin } from '@fx/contracts';
import { CurrenciesRepository } from '../currencies.repository';
import { toCurrencyAdmin } from '../currency-views';
import { ListAdminCurrenciesQuery } from './list-admin-currencies.query';

@QueryHandler(ListAdminCurrenciesQuery)
export class ListAdminCurrenciesHandler implements IQueryHandler<ListAdminCurrenciesQuery> {
  constructor(private readonly repository: CurrenciesRepository) {}

  async execute(): Promise<{ currencies: CurrencyAdmin[] }> {
    return { currencies: (await this.repository.listAll()).map(toCurrencyAdmin) };
  }
}
