import type { IdCheckInput, OrderDetails, StaffOrderAction } from '@fx/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { orderKey } from './get-order';
import { isOrdersKey } from './get-orders';

/**
 * What staff can do to an order; delete cancels an open order or archives a completed one. Which
 * status allows which is the lifecycle's (staffActions, @fx/contracts/web).
 */
export type OrderAction = StaffOrderAction;

/**
 * POST .../accept, POST .../complete (with the ID seen, issue 33) or DELETE: resolves with the
 * order as it now is.
 */
export function runOrderAction(
  action: OrderAction,
  id: string,
  idCheck?: IdCheckInput,
): Promise<OrderDetails> {
  const path = orderKey(id);
  switch (action) {
    case 'accept':
      return api.post<OrderDetails>(`${path}/accept`);
    case 'complete':
      return api.post<OrderDetails>(`${path}/complete`, idCheck ? { idCheck } : undefined);
    case 'delete':
      return api.delete<OrderDetails>(path);
  }
}

/**
 * Runs an action, then refreshes what it touched: the order's details (with the answer) and every
 * order list. The lists are refreshed after a refusal too, since a 409 means they are stale.
 */
export function useRunOrderAction() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (action: OrderAction, id: string, idCheck?: IdCheckInput): Promise<OrderDetails> => {
      try {
        const order = await runOrderAction(action, id, idCheck);
        await mutate(orderKey(id), order, { revalidate: false });
        return order;
      } catch (error) {
        void mutate(orderKey(id));
        throw error;
      } finally {
        void mutate((key) => isOrdersKey(key));
        // The Statics counters.
        void mutate((key) => typeof key === 'string' && key.startsWith('/api/v1/admin/stats'));
      }
    },
    [mutate],
  );
}
