import type { PricedCurrency } from '@fx/contracts';
import { RateAlertButton } from '@/features/alerts/components/rate-alert-button';
import { useCurrencies } from '@/lib/get-currencies';
import { CurrencyRates } from '@/features/rates/components/currency-rates';
import { ExchangeRatesBanner } from '@/features/rates/components/exchange-rates-banner';
import { RateHistoryChart } from '@/features/rates/components/rate-history-chart';
import { RatesInfoPanel } from '@/features/rates/components/rates-info-panel';

/** The bell beside each Click & Collect rate: "Set a rate alert for Euro". */
const rateAlertAction = (currency: PricedCurrency) => <RateAlertButton currency={currency} />;

export function ExchangeRates() {
  const currencies = useCurrencies();
  return (
    <>
      <ExchangeRatesBanner status={currencies.data?.status} />
      <div className="container rates-layout">
        <CurrencyRates rateAction={rateAlertAction} />
        <RatesInfoPanel />
      </div>
      {currencies.data ? (
        <div className="container rates-history">
          <RateHistoryChart currencies={currencies.data.currencies} />
        </div>
      ) : null}
    </>
  );
}
