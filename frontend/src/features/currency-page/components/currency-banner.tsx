import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The currency page's navy banner: the way back to every rate, the currency's code badge and its
 * name as the page's one h1. Until the rate table is in, the code stands in for the name.
 */
export function CurrencyBanner({
  code,
  currency,
}: {
  code: string;
  currency?: { name: string; country: string } | undefined;
}) {
  const title = currency ? `${currency.name} (${code})` : code;
  return (
    <section className="page-banner currency-banner" aria-labelledby="currency-title">
      <div className="container page-banner__inner">
        <nav aria-label="Breadcrumb">
          <ol className="currency-banner__crumbs" role="list">
            <li>
              <Link to={paths.exchangeRates()}>Exchange Rates</Link>
            </li>
            <li aria-current="page">{currency?.name ?? code}</li>
          </ol>
        </nav>
        <div className="currency-banner__heading">
          <span className="currency-name__code currency-banner__code" aria-hidden="true">
            {code}
          </span>
          <h1 id="currency-title" className="page-banner__title">
            {title} exchange rate
          </h1>
        </div>
        <p className="page-banner__lead">
          {currency
            ? `Today's online rates for the ${currency.name} (${currency.country}), per £1, with 0% commission whether you buy it or sell it back.`
            : "Today's online rates per £1, with 0% commission."}
        </p>
      </div>
    </section>
  );
}
