import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { PricedCurrency } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { CurrenciesRepository } from '../currencies.repository';
import { toPricedCurrency } from '../currency-views';
import { GetCurrencyQuery } from './get-currency.query';

/** CURRENCY_NOT_OFFERED for a currency not in the list or taken off sale. */
@QueryHandler(GetCurrencyQuery)
export class GetCurrencyHandler implements IQueryHandler<GetCurrencyQuery> {
  constructor(private readonly repository: CurrenciesRepository) {}

  async execute({ code }: GetCurrencyQuery): Promise<PricedCurrency> {
    const currency = await this.repository.findByCode(code);
    if (!currency?.active) throw new DomainError('CURRENCY_NOT_OFFERED', `We do not offer ${code}`);
    return toPricedCurrency(currency);
  }
}
