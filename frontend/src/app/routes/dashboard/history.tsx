import { OrdersScreen } from '@/features/dashboard-orders/components/orders-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/history: completed orders. */
export function OrderHistory() {
  useDocumentTitle('History');
  return (
    <OrdersScreen
      status="completed"
      title="History"
      emptyTitle="No completed orders"
      emptyText="Orders appear here once they are completed."
      actions={['details', 'delete']}
    />
  );
}
