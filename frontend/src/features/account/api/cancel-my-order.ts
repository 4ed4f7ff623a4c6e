import type { MyOrder, MyOrders } from '@fx/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { MY_ORDERS_PATH, isMyOrdersKey } from './get-my-orders';

/** POST /me/orders/{id}/cancel: the order, now cancelled (409 once the branch has accepted it). */
export function cancelMyOrder(id: string): Promise<MyOrder> {
  return api.post<MyOrder>(`${MY_ORDERS_PATH}/${encodeURIComponent(id)}/cancel`, undefined, {
    auth: true,
  });
}

/**
 * Cancels, then puts the answer in the list at once. After a refusal the list is fetched again:
 * a 409 or 404 means what is on screen is out of date.
 */
export function useCancelMyOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<MyOrder> => {
      try {
        const cancelled = await cancelMyOrder(id);
        await mutate<MyOrders>(
          isMyOrdersKey,
          (current) =>
            current && {
              orders: current.orders.map((order) => (order.id === id ? cancelled : order)),
            },
          { revalidate: false },
        );
        return cancelled;
      } catch (error) {
        void mutate(isMyOrdersKey);
        throw error;
      }
    },
    [mutate],
  );
}
