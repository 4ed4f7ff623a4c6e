import type { DispatchList, OrderDetails } from '@fx/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { isDispatchKey } from './get-dispatch';

const ADMIN_ORDERS = '/api/v1/admin/orders';

/** POST /api/v1/admin/orders/{id}/dispatch: accepted -> completed, with the tracking number. */
export function dispatchOrder(id: string, trackingNumber: string): Promise<OrderDetails> {
  return api.post<OrderDetails>(`${ADMIN_ORDERS}/${encodeURIComponent(id)}/dispatch`, {
    trackingNumber,
  });
}

/** The list with the sent order shown as sent, before the server's list arrives. */
function withSent(list: DispatchList | undefined, order: OrderDetails): DispatchList | undefined {
  if (!list || order.fulfilment.kind !== 'delivery') return list;
  const { trackingNumber, dispatchedAt } = order.fulfilment;
  return {
    days: list.days.map((day) => ({
      ...day,
      orders: day.orders.map((row) =>
        row.id === order.id
          ? { ...row, status: 'completed' as const, trackingNumber, dispatchedAt }
          : row,
      ),
    })),
  };
}

/**
 * Sends an order, then refreshes what it touched: this list (the row at once, from the answer),
 * the order lists and details (it moves from Accepted to History) and the Statics counters.
 */
export function useDispatchOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, trackingNumber: string): Promise<OrderDetails> => {
      const order = await dispatchOrder(id, trackingNumber);
      void mutate<DispatchList>(isDispatchKey, (list) => withSent(list, order));
      void mutate(
        (key) =>
          typeof key === 'string' &&
          (key.startsWith(ADMIN_ORDERS) || key.startsWith('/api/v1/admin/stats')),
      );
      return order;
    },
    [mutate],
  );
}
