import { Query } from '@nestjs/cqrs';
import type { CurrencyAdmin } from '@fx/contracts';

/** Every currency, inactive ones too, as staff see them. */
export class ListAdminCurrenciesQuery extends Query<{ currencies: CurrencyAdmin[] }> {}
