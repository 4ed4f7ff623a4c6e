import type { PaymentsOverview, RefundRecord } from '@fx/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { PAYMENTS_PATH } from './get-payments';

/** POST /api/v1/admin/payments/reconcile: compares now, and answers the overview it found. */
export function reconcile(): Promise<PaymentsOverview> {
  return api.post<PaymentsOverview>(`${PAYMENTS_PATH}/reconcile`);
}

/** POST /api/v1/admin/payments/refunds/retry: the failed refund again, under its own key. */
export function retryRefund(orderId: string, idempotencyKey: string): Promise<RefundRecord> {
  return api.post<RefundRecord>(`${PAYMENTS_PATH}/refunds/retry`, { orderId, idempotencyKey });
}

/** Reconciles, and shows what it found straight away. */
export function useReconcile() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const overview = await reconcile();
    await mutate(PAYMENTS_PATH, overview, { revalidate: false });
    return overview;
  }, [mutate]);
}

/**
 * Retries a refund, then reads the overview again (a refund that went through leaves the list),
 * and the order's details and lists, whose payment status it moves.
 */
export function useRetryRefund() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (orderId: string, idempotencyKey: string) => {
      try {
        return await retryRefund(orderId, idempotencyKey);
      } finally {
        void mutate(PAYMENTS_PATH);
        void mutate((key) => typeof key === 'string' && key.startsWith('/api/v1/admin/orders'));
      }
    },
    [mutate],
  );
}
