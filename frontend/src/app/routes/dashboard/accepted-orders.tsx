import { OrdersScreen } from '@/features/dashboard-orders/components/orders-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/activeOrders: accepted orders, to complete when the customer comes in, or delete. */
export function AcceptedOrders() {
  useDocumentTitle('Accepted Orders');
  return (
    <OrdersScreen
      status="accepted"
      title="Accepted Orders"
      emptyTitle="No accepted orders"
      emptyText="Orders you accept on Pending Orders wait here until they are completed."
      actions={['details', 'complete', 'delete']}
    />
  );
}
