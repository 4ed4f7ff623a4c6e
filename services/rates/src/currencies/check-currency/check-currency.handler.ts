import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { WRONG_CURRENCY_MESSAGE, isIsoCurrencyCode } from '@fx/contracts';
import type { CurrencyCheckResult } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { RATE_PROVIDER } from '../../providers/provider.token';
import type { RateProvider } from '../../providers/rate-provider';
import { CheckCurrencyQuery } from './check-currency.query';

/** The provider's rate, or 'Wrong currency tried' for a code it cannot price (or GBP). */
@QueryHandler(CheckCurrencyQuery)
export class CheckCurrencyHandler implements IQueryHandler<CheckCurrencyQuery> {
  constructor(@Inject(RATE_PROVIDER) private readonly provider: RateProvider) {}

  async execute({ code }: CheckCurrencyQuery): Promise<CurrencyCheckResult> {
    if (!isIsoCurrencyCode(code) || code === 'GBP') throw wrongCurrency();
    try {
      return { code, marketRate: await this.provider.rateOf(code), provider: this.provider.name };
    } catch {
      throw wrongCurrency();
    }
  }
}

function wrongCurrency(): DomainError {
  return new DomainError('CURRENCY_INVALID', WRONG_CURRENCY_MESSAGE, [
    { field: 'code', message: WRONG_CURRENCY_MESSAGE },
  ]);
}
