import type { PricedCurrency } from '@fx/contracts';
import { OrderButtonLink } from '@/components/orders/order-button-link';
import { useId } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { RatesStatusLabel } from '@/components/ui/rates-status-label';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrencies } from '@/lib/get-currencies';
import { CollectAction } from '@/features/rates/components/collect-action';
import type { AvailabilityOf } from '@/features/rates/components/collect-action';
import { CurrencyName } from '@/features/rates/components/currency-name';
import { useAvailability } from '@/features/rates/hooks/use-availability';
import type { CurrencyAction } from '@/features/rates/components/rates-table';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import '@/styles/home.css';

/** How many currencies the home page shows. */
export const POPULAR_COUNT = 6;

/** The table's popular currencies (or its first ones, if none is flagged), at most six. */
export function popularCurrencies(currencies: readonly PricedCurrency[]): PricedCurrency[] {
  const popular = currencies.filter((currency) => currency.popular);
  return (popular.length > 0 ? popular : currencies).slice(0, POPULAR_COUNT);
}

function PopularRateCard({
  currency,
  cardAction,
  availabilityOf,
}: {
  currency: PricedCurrency;
  cardAction: CurrencyAction | undefined;
  availabilityOf: AvailabilityOf;
}) {
  return (
    <li className="card popular-card">
      <div className="popular-card__head">
        <CurrencyName currency={currency} />
        {cardAction?.(currency)}
      </div>
      <dl className="popular-card__rates">
        <div>
          <dt>Click &amp; Collect</dt>
          <dd className="rate">{currency.rates.collect}</dd>
        </div>
        <div>
          <dt>Click &amp; Sell</dt>
          <dd className="rate">{currency.rates.sell}</dd>
        </div>
      </dl>
      <div className="popular-card__actions">
        <CollectAction currency={currency} availability={availabilityOf(currency.code)}>
          Buy
        </CollectAction>
        <OrderButtonLink to={paths.purchase(currency.code, 'Sell')} size="sm" variant="outline">
          Sell<span className="visually-hidden"> {currency.name}</span>
        </OrderButtonLink>
      </div>
    </li>
  );
}

/** "Rates by currency": the popular currencies' two customer rates, with order links. */
export function PopularRates({ cardAction }: { cardAction?: CurrencyAction } = {}) {
  const { data, error, isValidating, mutate } = useCurrencies();
  const availabilityOf = useAvailability();
  const titleId = useId();

  let body;
  if (data) {
    body = (
      <ul className="popular-grid" role="list">
        {popularCurrencies(data.currencies).map((currency) => (
          <PopularRateCard
            key={currency.code}
            currency={currency}
            cardAction={cardAction}
            availabilityOf={availabilityOf}
          />
        ))}
      </ul>
    );
  } else if (error) {
    body = (
      <div className="card home-state">
        <div>
          <p className="home-state__title">We couldn't load today's rates</p>
          <p className="home-state__text">{error.message || NETWORK_ERROR_MESSAGE}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void mutate()}
            aria-busy={isValidating}
          >
            {isValidating ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="popular-grid" aria-busy="true">
        <span className="visually-hidden">Loading exchange rates…</span>
        {Array.from({ length: POPULAR_COUNT }, (_, index) => (
          <div key={index} className="card popular-card" aria-hidden="true">
            <span className="skeleton skeleton--badge" />
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--button" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="container">
        <div className="home-section__head home-section__head--split">
          <div>
            <p className="eyebrow">Today's rates</p>
            <h2 id={titleId} className="home-section__title">
              Rates by currency
            </h2>
            <p className="home-section__lead">
              Our online rates per 1 GBP for the currencies travellers ask for most. Rates in our
              branch may differ.
            </p>
            {data ? (
              <RatesStatusLabel status={data.status} className="home-section__status" />
            ) : null}
          </div>
          <ButtonLink to={paths.exchangeRates()} variant="secondary" className="home-section__more">
            All exchange rates
            <ArrowRightIcon size={18} />
          </ButtonLink>
        </div>
        {body}
      </div>
    </section>
  );
}
