import type { PricedCurrency } from '@fx/contracts';
import { OrderButtonLink } from '@/components/orders/order-button-link';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { CollectAction } from '@/features/rates/components/collect-action';
import type { AvailabilityOf } from '@/features/rates/components/collect-action';
import { CurrencyName } from '@/features/rates/components/currency-name';

/**
 * What the app adds beside a currency's rates: its "Set a rate alert" bell. The table and the
 * phone tabs show it with the Click & Collect rate, the one alerts watch.
 */
export type CurrencyAction = (currency: PricedCurrency) => ReactNode;

/** Both customer rates side by side, for screens 700px and wider, with Click & Collect's stock. */
export function RatesTable({
  id,
  currencies,
  rateAction,
  availabilityOf = () => undefined,
}: {
  id?: string;
  currencies: PricedCurrency[];
  rateAction?: CurrencyAction | undefined;
  availabilityOf?: AvailabilityOf;
}) {
  return (
    <div className="rates-table-wrap" id={id}>
      <table className="rates-table">
        <caption className="visually-hidden">
          Exchange rates per 1 GBP: what we sell for Click &amp; Collect and what we buy for Click
          &amp; Sell
        </caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col" className="rates-table__rate-head">
              We sell
              <span className="rates-table__subhead">Click &amp; Collect</span>
            </th>
            <th scope="col" className="rates-table__rate-head">
              We buy
              <span className="rates-table__subhead">Click &amp; Sell</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">Order</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {currencies.map((currency) => (
            <tr key={currency.code}>
              <th scope="row" className="rates-table__currency">
                <CurrencyName currency={currency} />
              </th>
              <td className="rates-table__rate">
                {rateAction ? (
                  <span className="rates-table__rate-with-action">
                    <span className="rate">{currency.rates.collect}</span>
                    {rateAction(currency)}
                  </span>
                ) : (
                  <span className="rate">{currency.rates.collect}</span>
                )}
              </td>
              <td className="rates-table__rate">
                <span className="rate">{currency.rates.sell}</span>
              </td>
              <td className="rates-table__actions-cell">
                <div className="rates-table__actions">
                  <CollectAction currency={currency} availability={availabilityOf(currency.code)}>
                    Click &amp; Collect
                  </CollectAction>
                  <OrderButtonLink
                    to={paths.purchase(currency.code, 'Sell')}
                    size="sm"
                    variant="outline"
                  >
                    Click &amp; Sell<span className="visually-hidden"> {currency.name}</span>
                  </OrderButtonLink>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
