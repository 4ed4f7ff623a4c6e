import { Command } from '@nestjs/cqrs';
import type { CurrencyAdmin, CurrencyUpdate } from '@fx/contracts';

/** Staff change a currency's name, margins or whether it is offered. */
export class UpdateCurrencyCommand extends Command<CurrencyAdmin> {
  constructor(
    readonly code: string,
    readonly changes: CurrencyUpdate,
    readonly changedBy: string,
  ) {
    super();
  }
}
