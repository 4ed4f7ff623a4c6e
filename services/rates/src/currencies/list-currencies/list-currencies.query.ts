import { Query } from '@nestjs/cqrs';
import type { CurrencyTable } from '@fx/contracts';

/** The public rate table, put where the gateway reads it on the way. */
export class ListCurrenciesQuery extends Query<CurrencyTable> {}
