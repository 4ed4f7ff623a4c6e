import { useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { useRevalidateMyOrders } from '@/features/account/api/get-my-orders';
import { useLastOrderCustomer } from '@/features/account/hooks/use-last-order-customer';
import { PurchaseFlow } from '@/features/orders/components/purchase-flow';
import '@/styles/orders.css';

/**
 * /purchase/{code}/{Order|Sell}: the three-step order flow for Click & Collect or Click & Sell. A
 * signed-in customer's details start from their last order, and their orders, if this tab has read
 * them, are read again once one more is placed.
 */
export function Purchase() {
  const { currencyParams = '', currentWay = '' } = useParams();
  const code = currencyParams.toUpperCase();
  const way = currentWay.toLowerCase();
  const valid = /^[A-Z]{3}$/.test(code) && (way === 'order' || way === 'sell');
  const knownCustomer = useLastOrderCustomer();
  const revalidateMyOrders = useRevalidateMyOrders();
  if (!valid) return <NotFound />;
  return (
    <PurchaseFlow
      key={way}
      way={way === 'order' ? 'collect' : 'sell'}
      initialCode={code}
      knownCustomer={knownCustomer}
      onPlaced={revalidateMyOrders}
    />
  );
}
