import { Link } from 'react-router';
import type { Hold } from '@fx/contracts';
import { paths } from '@/config/paths';
import { formatMoney, formatUkDateTime } from '@/lib/format';

type OrderRef = Hold['order'];

/** An order as compliance shows it: number (to its details), customer, amount, when placed. */
export function OrderRefLine({ order }: { order: OrderRef }) {
  return (
    <span className="compliance-order">
      <Link to={paths.orderDetails(order.orderId)}>Order {order.orderNumber}</Link> ·{' '}
      {order.customerName} ({order.email}) · {formatMoney(order.totalGbp, 'GBP')} · placed{' '}
      <time dateTime={order.placedAt}>{formatUkDateTime(order.placedAt)}</time>
    </span>
  );
}

export function OrderRefList({ orders }: { orders: OrderRef[] }) {
  if (orders.length === 0) return <p>No orders.</p>;
  return (
    <ul className="compliance-list" role="list">
      {orders.map((order) => (
        <li key={order.orderId}>
          <OrderRefLine order={order} />
        </li>
      ))}
    </ul>
  );
}
