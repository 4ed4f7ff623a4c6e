import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderDetails, OrderStatus } from '@fx/contracts';
import { dayLabel } from '@fx/contracts/web';
import { ButtonLink } from '@/components/ui/button';
import { retryProps } from '@/components/ui/error-panel';
import { AlertIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { rateGuaranteeHours } from '@/config/site';
import { useOrder } from '@/features/dashboard-orders/api/get-order';
import { useLiveOrders } from '@/features/dashboard-orders/hooks/use-live-orders';
import { useOrderAction } from '@/features/dashboard-orders/hooks/use-order-action';
import { STATUS_LABEL, WAY_LABEL } from '@/features/dashboard-orders/utils/order-copy';
import { OrderConfirmation } from '@/components/orders/order-confirmation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatUkDateTime } from '@/lib/format';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { ComplianceBadge } from './compliance-badge';
import { IdRecordPanel } from './id-record-panel';
import { LinkedOrdersSummary } from './linked-orders';
import { OrderActionsBar } from './order-actions-bar';
import { BuyBackPanel, FulfilmentPanel, PaymentPanel } from './order-checkout-panels';
import { OrderActionDialog } from './order-action-dialog';
import { OrdersError, OrdersSkeleton } from './orders-states';
import { StatusHistory } from './status-history';
import '@/styles/orders.css';
import '@/styles/dashboard-orders.css';

/** The list an order in this status belongs to, for the way back. */
const LIST_OF: Record<OrderStatus, { screen: string; label: string }> = {
  // Not listed until paid: the way back is to where it will appear.
  awaiting_payment: { screen: 'manageOrders', label: 'Pending Orders' },
  pending: { screen: 'manageOrders', label: 'Pending Orders' },
  accepted: { screen: 'activeOrders', label: 'Accepted Orders' },
  completed: { screen: 'history', label: 'History' },
  cancelled: { screen: 'manageOrders', label: 'Pending Orders' },
  archived: { screen: 'history', label: 'History' },
};

function RateGuarantee({ order }: { order: OrderDetails }) {
  const [now] = useState(() => Date.now());
  if (order.rateGuaranteedUntil) {
    const until = formatUkDateTime(order.rateGuaranteedUntil);
    const ended = new Date(order.rateGuaranteedUntil).getTime() <= now;
    return (
      <p className="order-details__guarantee">
        {ended ? `Ended on ${until}.` : `The rates are guaranteed until ${until}.`}
      </p>
    );
  }
  return (
    <p className="order-details__guarantee">
      {order.status === 'awaiting_payment'
        ? 'Not started: the rates are guaranteed from the moment the card payment is held.'
        : order.status === 'pending'
          ? `Not started: the rates are guaranteed for ${rateGuaranteeHours()} once the order is accepted.`
          : 'None: the order was never accepted.'}
    </p>
  );
}

/** The order as staff see it: status and actions, history, guarantee, and the customer's view. */
function OrderDetailsContent({ order }: { order: OrderDetails }) {
  const flow = useOrderAction();
  return (
    <div className="order-details">
      <section className="card order-details__head" aria-labelledby="order-details-title">
        <div className="order-details__title-row">
          <h2 id="order-details-title" className="order-details__title">
            Order {order.orderNumber}
          </h2>
          <p className={`status status--${order.status}`}>
            <span className="visually-hidden">Status: </span>
            {STATUS_LABEL[order.status]}
          </p>
          <ComplianceBadge status={order.compliance.status} />
        </div>
        <p className="order-details__meta">
          {WAY_LABEL[order.way]} · placed on{' '}
          <time dateTime={order.placedAt}>{formatUkDateTime(order.placedAt)}</time>
        </p>
        {order.collectionDate ? (
          <p className="order-details__collection">
            Collection day:{' '}
            <time dateTime={order.collectionDate}>{dayLabel(order.collectionDate)}</time>
          </p>
        ) : null}
        {order.buyBackOf ? (
          <p className="order-details__collection">
            Sold back under the buy-back guarantee of order {order.buyBackOf}, at its rates.
          </p>
        ) : null}
        <LinkedOrdersSummary linked={order.linkedOrders} />
        <OrderActionsBar order={order} flow={flow} />
      </section>
      <div className="order-details__grid">
        <section className="card order-details__panel" aria-labelledby="order-history-title">
          <h3 id="order-history-title">Status history</h3>
          <StatusHistory history={order.history} />
        </section>
        <section className="card order-details__panel" aria-labelledby="order-guarantee-title">
          <h3 id="order-guarantee-title">Rate guarantee</h3>
          <RateGuarantee order={order} />
        </section>
      </div>
      <div className="order-details__grid order-details__grid--even">
        <PaymentPanel order={order} />
        <FulfilmentPanel order={order} />
        {order.buyBack ? <BuyBackPanel buyBack={order.buyBack} /> : null}
        {order.compliance.idCheckId ? <IdRecordPanel orderId={order.id} /> : null}
      </div>
      <section className="order-details__customer" aria-labelledby="order-customer-title">
        <h3 id="order-customer-title" className="order-details__section-title">
          The customer's confirmation
        </h3>
        <OrderConfirmation order={order} />
      </section>
      <OrderActionDialog state={flow.state} onConfirm={flow.confirm} onClose={flow.close} />
    </div>
  );
}

/** /dashboard/orderDetails/{id}: loads the order and keeps it current from the event stream. */
export function OrderDetailsPanel({ id }: { id: string }) {
  const order = useOrder(id);
  const { connected } = useLiveOrders();
  useDocumentTitle(order.data ? `Order ${order.data.orderNumber}` : 'Order details');

  let content;
  if (order.data) {
    content = <OrderDetailsContent order={order.data} />;
  } else if (
    order.error &&
    (order.error.code === 'ORDER_NOT_FOUND' || order.error.code === 'VALIDATION_FAILED')
  ) {
    content = (
      <div className="state-panel orders-state">
        <span className="state-panel__icon state-panel__icon--muted">
          <AlertIcon size={24} />
        </span>
        <h2 className="state-panel__title">There is no such order</h2>
        <p className="state-panel__text">
          It may have been mistyped, or the link is from somewhere else.
        </p>
        <ButtonLink to={paths.dashboard('manageOrders')}>Back to Pending Orders</ButtonLink>
      </div>
    );
  } else if (order.error) {
    content = <OrdersError title="We couldn't load this order" {...retryProps(order)} />;
  } else {
    content = <OrdersSkeleton label="Loading the order…" rows={4} />;
  }

  const back = order.data ? LIST_OF[order.data.status] : null;
  return (
    <div className="orders-screen">
      <div className="orders-screen__head">
        {back ? (
          <Link className="order-details__back" to={paths.dashboard(back.screen)}>
            <span aria-hidden="true">←</span> Back to {back.label}
          </Link>
        ) : (
          <span />
        )}
        <LiveIndicator connected={connected} />
      </div>
      {content}
    </div>
  );
}
