import { CreateCurrencies1763769600000 } from './1763769600000-create-currencies';
import { AddRateHistoryAndLiveMode1763780400000 } from './1763780400000-add-rate-history-and-live-mode';
import { AddRateAlerts1763900000000 } from './1763900000000-add-rate-alerts';
import { AddProviderHealthToLiveMode1764000000000 } from './1764000000000-add-provider-health-to-live-mode';
import { CreateOutbox1795496400000 } from './1795496400000-create-outbox';
import { AddAlertChannel1797100000000 } from './1797100000000-add-alert-channel';

/** Every migration of the rates schema, oldest first. */
export const RATES_MIGRATIONS = [
  CreateCurrencies1763769600000,
  AddRateHistoryAndLiveMode1763780400000,
  AddRateAlerts1763900000000,
  AddProviderHealthToLiveMode1764000000000,
  CreateOutbox1795496400000,
  AddAlertChannel1797100000000,
];
