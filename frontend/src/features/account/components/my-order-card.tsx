import type { MyOrder, OrderStatus, Way } from '@fx/contracts';
import { ORDER_BEING_CHECKED, dayLabel } from '@fx/contracts/web';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { beingChecked } from '@/components/orders/order-confirmation';
import { OrderLinesTable } from '@/components/orders/order-lines-table';
import { deliveryFacts, paymentText } from '@/components/orders/order-payment';
import { SellBackButtons } from '@/components/orders/sell-back-buttons';
import { formatPricedAmount, formatUkDateTime } from '@/lib/format';

/** The badge of each status; an archived order is a completed one filed away. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  accepted: 'Accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
  archived: 'Completed',
};

const STATUS_CLASS: Record<OrderStatus, string> = {
  awaiting_payment: 'pending',
  pending: 'pending',
  accepted: 'accepted',
  completed: 'completed',
  cancelled: 'cancelled',
  archived: 'completed',
};

export const WAY_LABEL: Record<Way, string> = {
  collect: 'Click & Collect',
  sell: 'Click & Sell',
};

/** The id of an order's heading, which takes focus after the order is cancelled. */
export function orderHeadingId(order: Pick<MyOrder, 'id'>): string {
  return `my-order-${order.id}`;
}

/**
 * One of the customer's orders: number, status, when placed, how, where, the day it is collected
 * (orders placed before days were chosen have none), how much and its lines; details
 * (booking and the order's history) open below. How it is paid, its delivery (day, address, tracking
 * number), Sell back while its buy-back guarantee is open, Order again, and Cancel while allowed.
 */
export function MyOrderCard({
  order,
  onCancel,
  onOrderAgain,
  orderingAgain,
  orderAgainProblem,
}: {
  order: MyOrder;
  onCancel: (order: MyOrder) => void;
  onOrderAgain: (order: MyOrder) => void;
  /** "Order again" is loading today's rates for this order. */
  orderingAgain: boolean;
  /** Why "Order again" could not fill the cart. */
  orderAgainProblem: string | null;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = orderHeadingId(order);
  const checking = beingChecked(order);
  const history: [string, string | null][] = [
    ['Placed', order.placedAt],
    ['Accepted by the branch', order.acceptedAt],
    ['Completed', order.completedAt],
    ['Cancelled', order.cancelledAt],
  ];

  return (
    <li>
      <article className="card my-order" aria-labelledby={headingId}>
        <div className="my-order__head">
          <h2 id={headingId} className="my-order__title" tabIndex={-1}>
            Order <span className="my-order__number">{order.orderNumber}</span>
          </h2>
          <p className={`status status--${checking ? 'checking' : STATUS_CLASS[order.status]}`}>
            <span className="visually-hidden">Status: </span>
            {checking ? 'Being checked' : STATUS_LABEL[order.status]}
          </p>
        </div>
        {checking ? <p className="my-order__note">{ORDER_BEING_CHECKED}</p> : null}
        <dl className="my-order__facts">
          <div>
            <dt>Placed</dt>
            <dd>
              <time dateTime={order.placedAt}>{formatUkDateTime(order.placedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Way</dt>
            <dd>{WAY_LABEL[order.way]}</dd>
          </div>
          <div>
            <dt>Branch</dt>
            <dd>{order.branch.name}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentText(order)}</dd>
          </div>
          {deliveryFacts(order).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {order.collectionDate && order.fulfilment.kind === 'collect' ? (
            <div>
              <dt>Collection day</dt>
              <dd>
                <time dateTime={order.collectionDate}>{dayLabel(order.collectionDate)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Total</dt>
            <dd className="my-order__total">{formatPricedAmount(order.totalGbp, 'GBP')}</dd>
          </div>
        </dl>
        <OrderLinesTable
          lines={order.lines}
          way={order.way}
          totalGbp={order.totalGbp}
          caption={`Currencies in order ${order.orderNumber}`}
          byCard={order.payment.method === 'card'}
        />
        {order.rateGuaranteedUntil ? (
          <p className="my-order__guarantee">
            Rates guaranteed until {formatUkDateTime(order.rateGuaranteedUntil)}.
          </p>
        ) : null}
        <SellBackButtons order={order} />
        <div className="my-order__actions">
          <Button
            variant="ghost"
            size="sm"
            className="my-order__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide details' : 'Show details'}
            <span className="visually-hidden"> of order {order.orderNumber}</span>
            <ChevronDownIcon size={16} className="my-order__chevron" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOrderAgain(order)}
            disabled={orderingAgain}
            aria-busy={orderingAgain || undefined}
          >
            {orderingAgain ? 'Getting today’s rates…' : 'Order again'}
            <span className="visually-hidden"> (order {order.orderNumber})</span>
          </Button>
          {order.cancellable ? (
            <Button
              variant="secondary"
              size="sm"
              className="btn--danger"
              onClick={() => onCancel(order)}
            >
              Cancel order<span className="visually-hidden"> {order.orderNumber}</span>
            </Button>
          ) : null}
        </div>
        {orderAgainProblem ? (
          <p className="form-error my-order__problem" role="alert">
            {orderAgainProblem}
          </p>
        ) : null}
        <div id={detailsId} className="my-order__details" hidden={!open}>
          {open ? (
            <>
              <h3 className="my-order__subtitle">Booking details</h3>
              <dl className="booking">
                <div className="booking__row">
                  <dt>Full Name</dt>
                  <dd>
                    {order.customer.firstName} {order.customer.lastName}
                  </dd>
                </div>
                <div className="booking__row">
                  <dt>Email</dt>
                  <dd>{order.customer.email}</dd>
                </div>
                <div className="booking__row">
                  <dt>Contact</dt>
                  <dd>{order.customer.phone}</dd>
                </div>
                <div className="booking__row">
                  <dt>{order.way === 'collect' ? 'Pickup Location' : 'Branch'}</dt>
                  <dd>
                    {order.branch.name}, {order.branch.address}
                    <br />
                    {order.branch.phone} · Open {order.branch.openingHours}
                  </dd>
                </div>
              </dl>
              <h3 className="my-order__subtitle">History</h3>
              <ol className="my-order__history">
                {history.map(([label, at]) =>
                  at ? (
                    <li key={label}>
                      <span className="my-order__history-label">{label}</span>{' '}
                      <time dateTime={at}>{formatUkDateTime(at)}</time>
                    </li>
                  ) : null,
                )}
              </ol>
              <ButtonLink to={paths.trackOrder(order.orderNumber)} variant="ghost" size="sm">
                Open the tracking page
              </ButtonLink>
            </>
          ) : null}
        </div>
      </article>
    </li>
  );
}
