import type { LiveMode, LiveModeUpdate, RefreshSummary } from '@fx/contracts';
import useSWR from 'swr';
import type { SWRConfiguration } from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** The SWR key of live mode ('Get the Latest' / 'Stop the Latest'); it is also the API path. */
export const liveModeKey = '/api/v1/admin/rates/live';

export function getLiveMode(): Promise<LiveMode> {
  return api.get<LiveMode>(liveModeKey);
}

export function useLiveMode(config?: SWRConfiguration<LiveMode, ApiError>) {
  return useSWR<LiveMode, ApiError>(liveModeKey, getLiveMode, config);
}

/** PUT /admin/rates/live: switches the scheduled refresh on or off; answers the new state. */
export function setLiveMode(change: LiveModeUpdate): Promise<LiveMode> {
  return api.put<LiveMode>(liveModeKey, change);
}

/** POST /admin/rates/refresh: refreshes every active currency now and says how it went. */
export function refreshRatesNow(): Promise<RefreshSummary> {
  return api.post<RefreshSummary>('/api/v1/admin/rates/refresh');
}
