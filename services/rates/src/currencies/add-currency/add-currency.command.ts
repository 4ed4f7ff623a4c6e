import { Command } from '@nestjs/cqrs';
import type { CurrencyAdmin, CurrencyCreate } from '@fx/contracts';

/** Staff add a currency to the list, at the provider's rate of the moment. */
export class AddCurrencyCommand extends Command<CurrencyAdmin> {
  constructor(
    readonly currency: CurrencyCreate,
    readonly changedBy: string,
  ) {
    super();
  }
}
