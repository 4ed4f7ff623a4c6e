import { CommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { CurrencyAdmin } from '@fx/contracts';
import { Clock, DomainError, isUniqueViolation } from '@fx/service-kit';
import { CheckCurrencyQuery } from '../check-currency/check-currency.query';
import { CurrenciesRepository } from '../currencies.repository';
import { currencyChanged } from '../currency-changed';
import { toCurrencyAdmin } from '../currency-views';
import { RateTable } from '../rate-table';
import { AddCurrencyCommand } from './add-currency.command';

/**
 * A code not in the list yet, that the provider prices: written with its currency.changed
 * ('added') in one transaction; the table where the gateway reads it, then the event.
 */
@CommandHandler(AddCurrencyCommand)
export class AddCurrencyHandler implements ICommandHandler<AddCurrencyCommand> {
  constructor(
    private readonly repository: CurrenciesRepository,
    private readonly queries: QueryBus,
    private readonly table: RateTable,
    private readonly clock: Clock,
  ) {}

  async execute({ currency, changedBy }: AddCurrencyCommand): Promise<CurrencyAdmin> {
    if (await this.repository.findByCode(currency.code)) {
      throw new DomainError('CURRENCY_EXISTS', `${currency.code} is already in the list`, [
        { field: 'code', message: 'already exists' },
      ]);
    }
    const { marketRate } = await this.queries.execute(new CheckCurrencyQuery(currency.code));
    const added = await this.repository
      .create({ ...currency, marketRate, rateUpdatedAt: this.clock.now() }, (written) =>
        currencyChanged(written, 'added', changedBy),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new DomainError('CURRENCY_EXISTS', `${currency.code} is already in the list`);
        throw error;
      });
    await this.table.publishBefore([added.event]);
    return toCurrencyAdmin(added.currency);
  }
}
