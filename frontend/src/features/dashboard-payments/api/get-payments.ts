import type { PaymentsOverview } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** The SWR key of the Payments screen, which is also its API path. */
export const PAYMENTS_PATH = '/api/v1/admin/payments';

/** GET /api/v1/admin/payments: reconciliation differences, failed refunds and disputes. */
export function getPaymentsOverview(key: string): Promise<PaymentsOverview> {
  return api.get<PaymentsOverview>(key);
}

export function usePaymentsOverview() {
  return useSWR<PaymentsOverview, ApiError>(PAYMENTS_PATH, getPaymentsOverview);
}
