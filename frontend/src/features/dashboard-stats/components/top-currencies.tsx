import { useId } from 'react';
import type { OrderStats } from '@fx/contracts';
import { formatCount, formatGbp } from '../utils/series';

/** The currencies most ordered in the period, by value in pounds, with how many lines. */
export function TopCurrencies({
  currencies,
  days,
}: {
  currencies: OrderStats['topCurrencies'];
  days: number;
}) {
  const titleId = useId();
  const top = Math.max(0, ...currencies.map((currency) => Number(currency.totalGbp)));
  return (
    <section className="card top-currencies" aria-labelledby={titleId}>
      <h3 id={titleId} className="bar-chart__title">
        Top currencies, last {days} days
      </h3>
      {currencies.length === 0 ? (
        <p className="top-currencies__empty">No orders in the last {days} days.</p>
      ) : (
        <table className="admin-table admin-table--compact top-currencies__table">
          <caption className="visually-hidden">
            Top currencies by value in pounds over the last {days} days
          </caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="admin-table__num">
                Order lines
              </th>
              <th scope="col" className="admin-table__num">
                Value (GBP)
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => (
              <tr key={currency.currency}>
                <th scope="row">
                  <span className="admin-currency__code">{currency.currency}</span>
                  <span className="top-currencies__bar" aria-hidden="true">
                    <span
                      style={{
                        width: `${top > 0 ? (Number(currency.totalGbp) / top) * 100 : 0}%`,
                      }}
                    />
                  </span>
                </th>
                <td className="admin-table__num">{formatCount(currency.lines)}</td>
                <td className="admin-table__num">{formatGbp(currency.totalGbp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
