import type { RateHistory } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

export const rateHistoryKey = (code: string, days: number) =>
  `/api/v1/currencies/${encodeURIComponent(code)}/history?days=${days}`;

/** A currency's market and customer rates over the last `days`, oldest first. */
export function useRateHistory(code: string, days = 30) {
  return useSWR<RateHistory, ApiError>(rateHistoryKey(code, days), (path: string) =>
    api.get<RateHistory>(path),
  );
}
