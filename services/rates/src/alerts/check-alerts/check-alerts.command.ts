import { Command } from '@nestjs/cqrs';
import type { CurrencyChanged, RateRefreshed } from '@fx/contracts';
import { rateOfChange, rateOfRefresh } from '../alert-crossing';

/**
 * A currency's Click & Collect rate moved: fire the alerts it now reaches. `rate` is null when
 * nothing is to be checked (a currency taken off sale). Answers how many fired.
 */
export class CheckAlertsCommand extends Command<number> {
  constructor(
    readonly code: string,
    readonly rate: string | null,
  ) {
    super();
  }

  /** A refresh brings a new rate. */
  static ofRefresh(event: RateRefreshed): CheckAlertsCommand {
    return new CheckAlertsCommand(event.code, rateOfRefresh(event));
  }

  /** A margin change moves the customer rate too. */
  static ofChange(event: CurrencyChanged): CheckAlertsCommand {
    return new CheckAlertsCommand(event.code, rateOfChange(event));
  }
}
