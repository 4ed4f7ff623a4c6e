import type { MyOrder } from '@fx/contracts';
import { useMyOrders } from '@/features/account/api/get-my-orders';
import { useAuth } from '@/lib/use-auth';

/**
 * Who placed the signed-in customer's most recent order, to start a new order's details from;
 * null when signed out, unverified (the API would refuse), without orders, or on any failure.
 */
export function useLastOrderCustomer(): MyOrder['customer'] | null {
  const { user } = useAuth();
  const { data } = useMyOrders({ enabled: user?.emailVerified === true });
  return data?.orders[0]?.customer ?? null;
}
