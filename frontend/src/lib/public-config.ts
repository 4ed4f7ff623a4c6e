import type { PublicConfig } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/**
 * GET /api/v1/config: the Firebase web config, the Auth Emulator address (local runs only) and
 * whether the staff gate is on. Fetched at run time, so nothing of it is built into the bundle.
 */
export const publicConfigKey = '/api/v1/config';

export function getPublicConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>(publicConfigKey);
}

/** The config does not change while the page is open: fetch it once, refetch only on error. */
export function usePublicConfig() {
  return useSWR<PublicConfig, ApiError>(publicConfigKey, getPublicConfig, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
