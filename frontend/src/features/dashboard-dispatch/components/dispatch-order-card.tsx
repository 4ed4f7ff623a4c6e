import { useId } from 'react';
import { Link } from 'react-router';
import type { DispatchOrder } from '@fx/contracts';
import { paths } from '@/config/paths';
import { formatPricedAmount, formatUpdatedAt } from '@/lib/format';
import { DISPATCH_STATUS, addressText } from '../utils/dispatch-copy';
import { TrackingForm } from './tracking-form';

/** The badge's look (the order screens' payment badge): waiting to be sent, or sent. */
const STATUS_TONE: Record<DispatchOrder['status'], string> = {
  pending: 'plain',
  accepted: 'waiting',
  completed: 'paid',
};

/** What staff do next with the order: accept it first, send it, or see where it went. */
function NextStep({ order }: { order: DispatchOrder }) {
  if (order.status === 'pending') {
    return (
      <p className="dispatch-order__next">
        Accept the order first:{' '}
        <Link to={paths.orderDetails(order.id)}>open order {order.orderNumber}</Link>
      </p>
    );
  }
  if (order.status === 'accepted' && !order.trackingNumber) {
    return <TrackingForm orderId={order.id} orderNumber={order.orderNumber} />;
  }
  return (
    <p className="dispatch-order__sent" role="status">
      Sent with tracking number{' '}
      <strong className="dispatch-order__tracking">{order.trackingNumber}</strong>
      {order.dispatchedAt ? (
        <>
          {' '}
          at <time dateTime={order.dispatchedAt}>{formatUpdatedAt(order.dispatchedAt)}</time>
        </>
      ) : null}
    </p>
  );
}

/** One delivery: who, where, what to pack, and its tracking number or the form to enter it. */
export function DispatchOrderCard({ order }: { order: DispatchOrder }) {
  const titleId = useId();
  return (
    <article
      className={`card dispatch-order dispatch-order--${order.status}`}
      aria-labelledby={titleId}
    >
      <header className="dispatch-order__head">
        <h4 id={titleId} className="dispatch-order__title">
          <Link to={paths.orderDetails(order.id)}>Order {order.orderNumber}</Link>
        </h4>
        <span className={`pay-badge pay-badge--${STATUS_TONE[order.status]}`}>
          {DISPATCH_STATUS[order.status]}
        </span>
        {order.saturday ? (
          <span className="pay-badge dispatch-badge--saturday">Saturday</span>
        ) : null}
      </header>
      <dl className="order-facts">
        <div className="order-facts__row">
          <dt>Name</dt>
          <dd>
            {order.name} · <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
          </dd>
        </div>
        <div className="order-facts__row">
          <dt>Address</dt>
          <dd>{addressText(order.address)}</dd>
        </div>
        <div className="order-facts__row">
          <dt>To pack</dt>
          <dd>
            <ul className="order-facts__list" role="list">
              {order.pack.map((money) => (
                <li key={money.currency}>
                  <span className="admin-currency__code">{money.currency}</span>{' '}
                  {formatPricedAmount(money.amount, money.currency)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="order-facts__row">
          <dt>Value</dt>
          <dd>{formatPricedAmount(order.totalGbp, 'GBP')}</dd>
        </div>
      </dl>
      <NextStep order={order} />
    </article>
  );
}
