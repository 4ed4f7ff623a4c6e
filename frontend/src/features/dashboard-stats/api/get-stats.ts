import type { OrderStats } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

export const STATS_DAYS = 30;

export const statsKey = (days: number) => `/api/v1/admin/stats?days=${days}`;

export function getStats(key: string): Promise<OrderStats> {
  return api.get<OrderStats>(key);
}

/** GET /admin/stats: the counters, the day-by-day series and the top currencies. */
export function useStats(days = STATS_DAYS) {
  return useSWR<OrderStats, ApiError>(statsKey(days), getStats, { keepPreviousData: true });
}
