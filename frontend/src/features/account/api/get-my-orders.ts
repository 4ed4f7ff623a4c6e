import type { MyOrders } from '@fx/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/use-auth';

export const MY_ORDERS_PATH = '/api/v1/me/orders';

/**
 * The SWR key of the signed-in customer's orders: the API path and whose they are, so that one
 * user's orders are never shown to the next person signing in on the same tab.
 */
export type MyOrdersKey = readonly [typeof MY_ORDERS_PATH, string];

export function myOrdersKey(email: string): MyOrdersKey {
  return [MY_ORDERS_PATH, email];
}

export function isMyOrdersKey(key: unknown): key is MyOrdersKey {
  return Array.isArray(key) && key[0] === MY_ORDERS_PATH;
}

/** GET /me/orders: every order placed with the caller's verified e-mail, newest first. */
export function getMyOrders([path]: MyOrdersKey): Promise<MyOrders> {
  return api.get<MyOrders>(path, { auth: true });
}

/**
 * The signed-in customer's orders; nothing is asked while nobody is signed in, or when `enabled`
 * is false. A 403 (e-mail not verified) comes back as the error.
 */
export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  const { status, user } = useAuth();
  const email = status === 'signed-in' && enabled ? user?.email : null;
  return useSWR<MyOrders, ApiError, MyOrdersKey | null>(
    email ? myOrdersKey(email) : null,
    getMyOrders,
  );
}

/**
 * Fetches the customer's orders again wherever this tab has read them: after an order is placed
 * there is one more (the app hands this to the purchase flow).
 */
export function useRevalidateMyOrders(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isMyOrdersKey), [mutate]);
}
