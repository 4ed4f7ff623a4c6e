import type { OrderList } from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { hearStanding } from '../utils/heard-standings';
import { orderKey } from '@/features/dashboard-orders/api/get-order';
import { isOrdersKey, parseOrdersKey } from '@/features/dashboard-orders/api/get-orders';
import {
  LISTS_CHANGED_BY,
  readOrderEvent,
  readStandingEvent,
  toPendingSummary,
  withPlacedOrder,
} from '@/features/dashboard-orders/utils/order-events';
import type { OrderEvent } from '@/features/dashboard-orders/utils/order-events';
import { useAdminEvents } from '@/lib/admin-events';

/** The first page of the unfiltered Pending list: where a new order shows at once. */
function isPendingFirstPage(key: unknown): boolean {
  const query = parseOrdersKey(key);
  return query?.status === 'pending' && query.page === 1 && query.q === '';
}

/**
 * Keeps the order screens current from the staff event stream: each `order.*` event refreshes the
 * lists it changes and the order's details; a new order is put at the top of the Pending list
 * straight away. `onEvent` hears each order event after that.
 */
export function useLiveOrders(onEvent?: (event: OrderEvent) => void): { connected: boolean } {
  const { mutate } = useSWRConfig();
  return useAdminEvents((raw) => {
    // An order's standing with compliance changed: its row's badge and its Accept follow.
    const standing = readStandingEvent(raw);
    if (standing) {
      // Shown as heard: the orders service may not have recorded it yet (heard-standings.ts).
      hearStanding(standing.orderId, standing.status);
      void mutate((key) => isOrdersKey(key, ['pending', 'accepted']));
      void mutate(orderKey(standing.orderId));
      return;
    }
    const event = readOrderEvent(raw);
    if (!event) return;
    if (event.type === 'order.placed') {
      const row = toPendingSummary(event.order);
      void mutate<OrderList>(isPendingFirstPage, (list) => list && withPlacedOrder(list, row), {
        revalidate: false,
      });
    }
    void mutate((key) => isOrdersKey(key, LISTS_CHANGED_BY[event.type]));
    void mutate(orderKey(event.order.orderId));
    onEvent?.(event);
  });
}
