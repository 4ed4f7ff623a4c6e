import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { CurrencyAdmin } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';
import { CurrenciesRepository } from '../currencies.repository';
import { currencyChanged } from '../currency-changed';
import { toCurrencyAdmin } from '../currency-views';
import { RateTable } from '../rate-table';
import { UpdateCurrencyCommand } from './update-currency.command';

/**
 * The change written with its currency.changed ('updated', or 'deactivated' when taken off sale)
 * in one transaction; the table where the gateway reads it, then the event.
 */
@CommandHandler(UpdateCurrencyCommand)
export class UpdateCurrencyHandler implements ICommandHandler<UpdateCurrencyCommand> {
  constructor(
    private readonly repository: CurrenciesRepository,
    private readonly table: RateTable,
  ) {}

  async execute({ code, changes, changedBy }: UpdateCurrencyCommand): Promise<CurrencyAdmin> {
    const saved = await this.repository.update(code, changes, (currency) =>
      currencyChanged(currency, currency.active ? 'updated' : 'deactivated', changedBy),
    );
    if (!saved) throw new DomainError('CURRENCY_NOT_OFFERED', `${code} is not in the list`);
    await this.table.publishBefore([saved.event]);
    return toCurrencyAdmin(saved.currency);
  }
}
