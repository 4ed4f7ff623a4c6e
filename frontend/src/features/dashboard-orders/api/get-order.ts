import type { OrderDetails } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { ORDERS_PATH } from './get-orders';

/** The SWR key of an order's details, which is also its API path. */
export function orderKey(id: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(id)}`;
}

/** GET /api/v1/admin/orders/{id}: the order, its status history and its rate guarantee. */
export function getOrder(key: string): Promise<OrderDetails> {
  return api.get<OrderDetails>(key);
}

export function useOrder(id: string) {
  return useSWR<OrderDetails, ApiError>(orderKey(id), getOrder);
}
