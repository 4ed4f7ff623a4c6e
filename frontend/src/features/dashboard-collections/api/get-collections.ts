import type { Collections } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** Today and tomorrow (London days). */
export const COLLECTION_DAYS_SHOWN = 2;

/** The SWR key of the Collections report; it is also the API path. */
export const collectionsKey = `/api/v1/admin/collections?days=${COLLECTION_DAYS_SHOWN}`;

/** GET /admin/collections: accepted orders by collection day, with what to prepare. */
export function getCollections(key: string): Promise<Collections> {
  return api.get<Collections>(key);
}

export function useCollections() {
  return useSWR<Collections, ApiError>(collectionsKey, getCollections);
}
