import type { PricedCurrency } from '@fx/contracts';
import { RateAlertButton } from '@/features/alerts/components/rate-alert-button';
import { NearestStore } from '@/features/branches/components/nearest-store';
import { CalculatorWidget } from '@/features/calculator/components/calculator-widget';
import { addCartLine } from '@/lib/cart-store';
import { AppInstall } from '@/features/home/components/app-install';
import { BenefitsStrip } from '@/features/home/components/benefits-strip';
import { HomeHero } from '@/features/home/components/home-hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { useBranches } from '@/lib/get-branches';
import { useCurrencies } from '@/lib/get-currencies';
import { CompareRates } from '@/features/rates/components/compare-rates';
import { PopularRates } from '@/features/rates/components/popular-rates';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import '@/styles/home.css';

/** The calculator, fed by the rate table and the branches' stock, putting its line in the cart. */
function HomeCalculator() {
  const { data, error, isValidating, mutate } = useCurrencies();
  const branches = useBranches();
  return (
    <CalculatorWidget
      currencies={data?.currencies}
      branches={branches.data?.branches}
      status={data?.status}
      error={error ? error.message || NETWORK_ERROR_MESSAGE : undefined}
      retrying={isValidating}
      onRetry={() => void mutate()}
      onOrder={addCartLine}
    />
  );
}

/** Each currency card's bell: "Set a rate alert for Euro". */
const rateAlertAction = (currency: PricedCurrency) => <RateAlertButton currency={currency} />;

export function Home() {
  return (
    <>
      <HomeHero>
        <HomeCalculator />
      </HomeHero>
      <BenefitsStrip />
      <PopularRates cardAction={rateAlertAction} />
      <NearestStore />
      <CompareRates />
      <HowItWorks />
      <AppInstall />
    </>
  );
}
