import type { OrderView } from '@fx/contracts';
import { api } from '@/lib/api-client';

/** A customer's own order, by its number and the e-mail it was placed with. */
export function trackOrder(orderNumber: string, email: string): Promise<OrderView> {
  return api.get<OrderView>(
    `/api/v1/orders/${encodeURIComponent(orderNumber)}?email=${encodeURIComponent(email)}`,
  );
}
