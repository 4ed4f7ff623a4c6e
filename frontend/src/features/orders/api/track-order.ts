import type { OrderView } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** A customer's own order, by its number and the e-mail it was placed with. */
export function trackOrder(orderNumber: string, email: string): Promise<OrderView> {
  return api.get<OrderView>(
    `/api/v1/orders/${encodeURIComponent(orderNumber)}?email=${encodeURIComponent(email)}`,
  );
}

/** How often an order awaiting its card payment is read again: the webhook usually takes a second. */
export const PAYMENT_POLL_MS = 1500;

export interface TrackLookup {
  orderNumber: string;
  email: string;
}

export function trackedOrderKey(lookup: TrackLookup) {
  return ['tracked-order', lookup.orderNumber, lookup.email] as const;
}

/**
 * The order `lookup` finds (none asked for while null), read again every 1.5 s while it awaits
 * its card payment, so the page says "Paid" once the server knows, and never before.
 */
export function useTrackedOrder(lookup: TrackLookup | null) {
  return useSWR<OrderView, ApiError, ReturnType<typeof trackedOrderKey> | null>(
    lookup ? trackedOrderKey(lookup) : null,
    ([, orderNumber, email]) => trackOrder(orderNumber, email),
    {
      refreshInterval: (order) => (order?.status === 'awaiting_payment' ? PAYMENT_POLL_MS : 0),
      revalidateOnFocus: false,
    },
  );
}
