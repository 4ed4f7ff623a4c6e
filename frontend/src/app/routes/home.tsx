import type { PricedCurrency } from '@fx/contracts';
import { site } from '@/config/site';
import { RateAlertButton } from '@/features/alerts/components/rate-alert-button';
import { NearestStore } from '@/features/branches/components/nearest-store';
import { CalculatorWidget } from '@/features/calculator/components/calculator-widget';
import { addCartLine } from '@/lib/cart-store';
import { AppDownload } from '@/features/home/components/app-download';
import { BenefitsStrip } from '@/features/home/components/benefits-strip';
import { HomeHero } from '@/features/home/components/home-hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { useBranches } from '@/lib/get-branches';
import { useCurrencies } from '@/lib/get-currencies';
import { CompareRates } from '@/features/rates/components/compare-rates';
import { PopularRates } from '@/features/rates/components/popular-rates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import '@/styles/home.css';

/** The page's meta description, naming the bureau. */
export const homeDescription = () =>
  `Buy or sell travel money at today's online rates with ${site.tradingName}: 0% commission on 70+ currencies. Reserve online, then pay and collect at our branch.`;

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
  useDocumentTitle('Travel Money');
  useMetaDescription(homeDescription());
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
      <AppDownload />
    </>
  );
}
