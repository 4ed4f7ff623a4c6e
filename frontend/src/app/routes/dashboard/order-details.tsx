import { useParams } from 'react-router';
import { OrderDetailsPanel } from '@/features/dashboard-orders/components/order-details-view';

/** /dashboard/orderDetails/{id}: one order, its history and the actions its status allows. */
export function OrderDetailsScreen() {
  const { id = '' } = useParams();
  return <OrderDetailsPanel key={id} id={id} />;
}
