import type { CurrencyTable, PricedCurrency } from '@fx/contracts';
import { OrderButtonLink } from '@/components/orders/order-button-link';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { paths } from '@/config/paths';
import { CurrencyBanner } from '@/features/currency-page/components/currency-banner';
import { CurrencyFaq, currencyQuestions } from '@/features/currency-page/components/currency-faq';
import { CurrencyRatesCard } from '@/features/currency-page/components/currency-rates-card';
import { useRatesNote } from '@/features/currency-page/hooks/use-rates-note';
import { faqItems } from '@/features/faq/components/faq-questions';
import { CollectAction } from '@/features/rates/components/collect-action';
import { RateHistoryChart } from '@/features/rates/components/rate-history-chart';
import { RatesError } from '@/features/rates/components/rates-error';
import { RatesInfoPanel } from '@/features/rates/components/rates-info-panel';
import { useAvailability } from '@/features/rates/hooks/use-availability';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useCurrencies } from '@/lib/get-currencies';
import '@/styles/pages.css';
import '@/styles/currency-page.css';

/** The page's body once the currency is known: its rates and buttons, its chart, its questions. */
function CurrencyDetails({ currency, table }: { currency: PricedCurrency; table: CurrencyTable }) {
  const availabilityOf = useAvailability();
  const note = useRatesNote(table.status);
  return (
    <>
      <div className="currency-page__main">
        <CurrencyRatesCard
          currency={currency}
          note={note}
          orderAction={
            <CollectAction
              currency={currency}
              availability={availabilityOf(currency.code)}
              size="md"
              className="currency-rate__collect"
            >
              Order
            </CollectAction>
          }
          sellAction={
            <OrderButtonLink to={paths.purchase(currency.code, 'Sell')} variant="outline">
              Sell<span className="visually-hidden"> {currency.name}</span>
            </OrderButtonLink>
          }
        />
        <RateHistoryChart code={currency.code} />
        <CurrencyFaq currency={currency} items={currencyQuestions(currency, faqItems())} />
      </div>
      <RatesInfoPanel />
    </>
  );
}

/**
 * /exchangeRates/{CODE}: one currency's page, found by search ("euro rate today") and linked from
 * the rate lists. A lowercase code goes to the uppercase address (the canonical one); a code the
 * rate table does not list is not found.
 */
export function CurrencyPage() {
  const { code = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const { data, error, isValidating, mutate } = useCurrencies();
  if (!/^[A-Za-z]{3}$/.test(code)) return <NotFound />;
  const canonical = paths.currency(code);
  if (pathname !== canonical) return <Navigate to={`${canonical}${search}${hash}`} replace />;

  const upper = code.toUpperCase();
  const currency = data?.currencies.find((candidate) => candidate.code === upper);
  if (data && !currency) return <NotFound />;

  let body;
  if (data && currency) body = <CurrencyDetails currency={currency} table={data} />;
  else if (error) {
    body = (
      <div className="card currency-page__state">
        <RatesError
          message={error.message || NETWORK_ERROR_MESSAGE}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      </div>
    );
  } else {
    body = (
      <div className="card currency-page__state" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the {upper} rates…
        </p>
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--rate" />
        <span className="skeleton skeleton--button" />
      </div>
    );
  }
  return (
    <>
      <CurrencyBanner code={upper} currency={currency} />
      <div className="container page-overlap currency-page">{body}</div>
    </>
  );
}
