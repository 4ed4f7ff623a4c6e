import type { OrderView } from '@fx/contracts';
import { ORDER_BEING_CHECKED, dayLabel } from '@fx/contracts/web';
import { rateGuaranteeHours } from '@/config/site';
import { formatUkDateTime } from '@/lib/format';
import { ImportantNotice } from './important-notice';
import { OrderLinesTable } from './order-lines-table';
import { deliveryFacts, paymentText } from './order-payment';

const STATUS_TEXT: Record<OrderView['status'], string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Received: the branch will confirm it shortly',
  accepted: 'Ready: the branch has accepted it',
  completed: 'Completed',
  cancelled: 'Cancelled',
  archived: 'Completed',
};

/**
 * The order is being checked (screening pending, held or frozen): while it is open, the customer
 * is told so, calmly, instead of its status (nothing more: telling more would be tipping off).
 */
export function beingChecked(order: Pick<OrderView, 'beingChecked' | 'status'>): boolean {
  return (
    Boolean(order.beingChecked) &&
    ['awaiting_payment', 'pending', 'accepted'].includes(order.status)
  );
}

/**
 * Order Number, the lines, Booking Details (with the collection day, for orders that have one) and
 * the Important Notification: step 3 and tracking.
 */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const collectionDay = order.collectionDate ? dayLabel(order.collectionDate) : null;
  const delivered = order.fulfilment.kind === 'delivery';
  const booking: [string, string][] = [
    ['Full Name', `${order.customer.firstName} ${order.customer.lastName}`],
    ['Email', order.customer.email],
    ['Contact', order.customer.phone],
    ...(delivered
      ? deliveryFacts(order)
      : [['Pickup Location', `${order.branch.name}, ${order.branch.address}`] as [string, string]]),
    ...(collectionDay && !delivered ? [['Collection day', collectionDay] as [string, string]] : []),
    ...(order.payment.method === 'card'
      ? [['Payment', paymentText(order)] as [string, string]]
      : []),
  ];
  return (
    <div className="confirmation">
      <div className="confirmation__head card">
        <p className="confirmation__label">Order Number</p>
        <p className="confirmation__number" data-testid="order-number">
          {order.orderNumber}
        </p>
        {beingChecked(order) ? (
          <p className="status status--checking">{ORDER_BEING_CHECKED}</p>
        ) : (
          <p className={`status status--${order.status}`}>{STATUS_TEXT[order.status]}</p>
        )}
        {order.rateGuaranteedUntil ? (
          <p className="confirmation__guarantee">
            Your rates are guaranteed until {formatUkDateTime(order.rateGuaranteedUntil)}.
          </p>
        ) : (
          <p className="confirmation__guarantee">
            {order.payment.method === 'card'
              ? 'Paying now by card locks your rates: they are guaranteed from the moment you pay.'
              : order.way === 'collect'
                ? `Pay in the branch when you collect. Your rates are guaranteed for ${rateGuaranteeHours()} once the branch confirms your order.`
                : `The branch pays you when you bring the currency. Your rates are guaranteed for ${rateGuaranteeHours()} once the branch confirms your order.`}
          </p>
        )}
      </div>
      <section aria-labelledby="order-lines-title">
        <h3 id="order-lines-title">Your currency</h3>
        <OrderLinesTable
          lines={order.lines}
          way={order.way}
          totalGbp={order.totalGbp}
          byCard={order.payment.method === 'card'}
        />
      </section>
      <section aria-labelledby="booking-title">
        <h3 id="booking-title">Booking Details</h3>
        <dl className="booking">
          {booking.map(([label, value]) => (
            <div key={label} className="booking__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {delivered ? null : (
        <ImportantNotice
          way={order.way}
          openingHours={order.branch.openingHours}
          collectionDay={collectionDay}
        />
      )}
    </div>
  );
}
