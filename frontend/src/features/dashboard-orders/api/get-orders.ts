import type { ListedOrderStatus, OrderList } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { standingOf } from '../utils/heard-standings';

export const ORDERS_PATH = '/api/v1/admin/orders';
export const ORDERS_PAGE_SIZE = 25;

/** Which list, which page, and the search (order number, name or e-mail; '' for none). */
export type OrdersQuery = { status: ListedOrderStatus; page: number; q: string };

/** The SWR key of a list, which is also its API path. */
export function ordersKey({ status, page, q }: OrdersQuery): string {
  const params = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(ORDERS_PAGE_SIZE),
  });
  if (q.trim()) params.set('q', q.trim());
  return `${ORDERS_PATH}?${params.toString()}`;
}

/** Reads a list's key back; null for any other key. */
export function parseOrdersKey(key: unknown): OrdersQuery | null {
  if (typeof key !== 'string' || !key.startsWith(`${ORDERS_PATH}?`)) return null;
  const params = new URLSearchParams(key.slice(ORDERS_PATH.length + 1));
  const status = params.get('status');
  if (status !== 'pending' && status !== 'accepted' && status !== 'completed') return null;
  return { status, page: Number(params.get('page') ?? '1'), q: params.get('q') ?? '' };
}

/** Whether an SWR key is an order list, of one of `statuses` when given. */
export function isOrdersKey(key: unknown, statuses?: readonly ListedOrderStatus[]): boolean {
  const query = parseOrdersKey(key);
  return query !== null && (!statuses || statuses.includes(query.status));
}

/** GET /api/v1/admin/orders: one page of a list, newest first. */
export async function getOrders(key: string): Promise<OrderList> {
  const list = await api.get<OrderList>(key);
  return {
    ...list,
    orders: list.orders.map((row) => ({ ...row, compliance: standingOf(row.id, row.compliance) })),
  };
}

/** A page of Pending, Accepted or History; the last page stays on screen while the next loads. */
export function useOrders(query: OrdersQuery) {
  return useSWR<OrderList, ApiError>(ordersKey(query), getOrders, { keepPreviousData: true });
}
