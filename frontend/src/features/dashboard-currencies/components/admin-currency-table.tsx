import type { CurrencyAdmin } from '@fx/contracts';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { padRate } from '../utils/rate-display';
import type { RateFlash } from '../utils/refresh-state';
import { describeRefreshFailure, formatRefreshTime } from '../utils/refresh-failures';

function MarketPrice({
  currency,
  refreshing,
  flash,
}: {
  currency: CurrencyAdmin;
  refreshing: boolean;
  flash: RateFlash | undefined;
}) {
  return (
    <>
      <span className="admin-rate">
        {refreshing ? (
          <span className="admin-rate__spinner" data-testid={`refreshing-${currency.code}`}>
            <span className="dash-spinner dash-spinner--sm" aria-hidden="true" />
            <span className="visually-hidden">Refreshing</span>
          </span>
        ) : null}
        {flash && flash.from !== null && flash.move !== 'same' ? (
          <span className={`rate-flash rate-flash--${flash.move}`}>
            <span className="rate-flash__from">{padRate(flash.from)}</span>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> changed to </span>
            <strong>{padRate(currency.marketRate)}</strong>
          </span>
        ) : (
          <span>{padRate(currency.marketRate)}</span>
        )}
      </span>
      {flash && flash.move === 'same' ? <span className="admin-rate__note">Unchanged</span> : null}
      {currency.lastRefreshError ? (
        <span className="admin-rate__error">
          Not refreshed at {formatRefreshTime(currency.lastRefreshError.at)}:{' '}
          {describeRefreshFailure(currency.lastRefreshError.reason)}
        </span>
      ) : null}
    </>
  );
}

/**
 * 'Manipulate Currency': each currency's market rate and the two customer prices its margins
 * make, with an Update link. Rows waiting for a refresh show a spinner; a row that just got a new
 * rate shows old → new. On narrow screens each row is a card.
 */
export function AdminCurrencyTable({
  rows,
  refreshing,
  flashes,
}: {
  rows: readonly CurrencyAdmin[];
  refreshing: ReadonlySet<string>;
  flashes: Readonly<Record<string, RateFlash>>;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--currencies">
        <caption className="visually-hidden">
          Currencies: market rate and customer prices per 1 GBP
        </caption>
        <thead>
          <tr>
            <th scope="col">Currency Name</th>
            <th scope="col">Country Name</th>
            <th scope="col" className="admin-table__num">
              Market Price
            </th>
            <th scope="col" className="admin-table__num">
              Buying Price
            </th>
            <th scope="col" className="admin-table__num">
              Selling Price
            </th>
            <th scope="col" className="admin-table__action">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((currency) => {
            const flash = flashes[currency.code];
            const isRefreshing = refreshing.has(currency.code);
            const className = [
              flash ? `is-flash is-flash-${flash.move}` : '',
              isRefreshing ? 'is-refreshing' : '',
              currency.active ? '' : 'is-inactive',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <tr
                key={currency.code}
                className={className || undefined}
                aria-busy={isRefreshing || undefined}
              >
                <th scope="row" data-label="Currency Name">
                  <span className="admin-currency">
                    <span className="admin-currency__code">{currency.code}</span>
                    <span className="admin-currency__name">{currency.name}</span>
                    {currency.active ? null : <span className="admin-tag">Not offered</span>}
                  </span>
                </th>
                <td data-label="Country Name">{currency.country}</td>
                <td data-label="Market Price" className="admin-table__num">
                  <MarketPrice currency={currency} refreshing={isRefreshing} flash={flash} />
                </td>
                <td data-label="Buying Price" className="admin-table__num">
                  {currency.buyingPrice}
                </td>
                <td data-label="Selling Price" className="admin-table__num">
                  {currency.sellingPrice}
                </td>
                <td data-label="Action" className="admin-table__action">
                  <ButtonLink to={paths.updateCurrency(currency.code)} variant="outline" size="sm">
                    Update<span className="visually-hidden"> {currency.code}</span>
                  </ButtonLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
