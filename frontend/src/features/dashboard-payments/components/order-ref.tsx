import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The order a row is about, as a link to its details; "No order" where the provider has none. */
export function OrderRef({
  orderId,
  orderNumber,
}: {
  orderId: string | null;
  orderNumber: string | null;
}) {
  if (!orderId) return <span className="payments-table__none">No order</span>;
  return <Link to={paths.orderDetails(orderId)}>{orderNumber ?? 'Open the order'}</Link>;
}
