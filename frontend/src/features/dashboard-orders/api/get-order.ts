import type { OrderDetails } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { standingOf } from '../utils/heard-standings';
import { ORDERS_PATH } from './get-orders';

/** The SWR key of an order's details, which is also its API path. */
export function orderKey(id: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(id)}`;
}

/** GET /api/v1/admin/orders/{id}: the order, its status history and its rate guarantee. */
export async function getOrder(key: string): Promise<OrderDetails> {
  const order = await api.get<OrderDetails>(key);
  const status = standingOf(order.id, order.compliance.status);
  return { ...order, compliance: { ...order.compliance, status } };
}

export function useOrder(id: string) {
  return useSWR<OrderDetails, ApiError>(orderKey(id), getOrder);
}
