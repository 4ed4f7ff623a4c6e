import { useId } from 'react';
import { Link } from 'react-router';
import type { CollectionDay, Way } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';
import { paths } from '@/config/paths';
import { formatPricedAmount } from '@/lib/format';
import { dayHeading, lineText, noCollections } from '../utils/collection-copy';

const WAY: Record<Way, string> = { collect: 'Click & Collect', sell: 'Click & Sell' };

/** What to have at the counter that day: each currency to hand out, and the pounds to pay out. */
function ToPrepare({ day }: { day: CollectionDay }) {
  const titleId = useId();
  const payOut = !new Decimal(day.toPayOutGbp).eq(0);
  return (
    <section className="collections-prepare" aria-labelledby={titleId}>
      <h4 id={titleId} className="collections-prepare__title">
        To prepare
      </h4>
      <dl className="collections-prepare__list">
        {day.toHandOut.length > 0 ? (
          <div>
            <dt>To hand out (Click &amp; Collect)</dt>
            <dd>
              <ul className="collections-prepare__amounts" role="list">
                {day.toHandOut.map((amount) => (
                  <li key={amount.currency}>
                    <span className="admin-currency__code">{amount.currency}</span>{' '}
                    {formatPricedAmount(amount.amount, amount.currency)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {payOut ? (
          <div>
            <dt>GBP to pay out (Click &amp; Sell)</dt>
            <dd className="collections-prepare__gbp">
              {formatPricedAmount(day.toPayOutGbp, 'GBP')}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The day's orders: who comes, how to reach them, and what each takes or brings. */
function DayOrders({ day, showBranch }: { day: CollectionDay; showBranch: boolean }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--compact collections-table">
        <caption className="visually-hidden">Orders to collect, {day.date}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Way</th>
            {showBranch ? <th scope="col">Branch</th> : null}
            <th scope="col">Lines</th>
            <th scope="col" className="admin-table__num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {day.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" data-label="Order">
                <Link to={paths.orderDetails(order.id)}>{order.orderNumber}</Link>
              </th>
              <td data-label="Name">{order.name}</td>
              <td data-label="Phone">
                <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
              </td>
              <td data-label="Way">{WAY[order.way]}</td>
              {showBranch ? <td data-label="Branch">{order.branchName}</td> : null}
              <td data-label="Lines">
                <ul className="collections-table__lines" role="list">
                  {order.lines.map((line) => (
                    <li key={line.currency}>{lineText(line)}</li>
                  ))}
                </ul>
              </td>
              <td data-label="Total" className="admin-table__num">
                {formatPricedAmount(order.totalGbp, 'GBP')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One collection day: its heading, then nothing to do, or what to prepare and the orders. */
export function CollectionDaySection({
  day,
  now,
  showBranch,
}: {
  day: CollectionDay;
  now: Date;
  showBranch: boolean;
}) {
  const titleId = useId();
  const count = day.orders.length;
  return (
    <section className="card dash-card collections-day" aria-labelledby={titleId}>
      <header className="collections-day__head">
        <h3 id={titleId} className="dash-card__title collections-day__title">
          {dayHeading(day.date, now)}
        </h3>
        <p className="collections-day__count">{count === 1 ? '1 order' : `${count} orders`}</p>
      </header>
      {count === 0 ? (
        <p className="collections-day__empty">{noCollections(day.date, now)}</p>
      ) : (
        <>
          <ToPrepare day={day} />
          <DayOrders day={day} showBranch={showBranch} />
        </>
      )}
    </section>
  );
}
