import { OrdersScreen } from '@/features/dashboard-orders/components/orders-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/manageOrders: new orders, to accept or delete; new ones arrive live. */
export function PendingOrders() {
  useDocumentTitle('Pending Orders');
  return (
    <OrdersScreen
      status="pending"
      title="Pending Orders"
      emptyTitle="No pending orders"
      emptyText="New orders appear here as soon as customers place them."
      actions={['accept', 'details', 'delete']}
      announceNewOrders
    />
  );
}
