import type { CollectionBranchList } from '@fx/contracts';
import useSWR from 'swr';
import { ApiError, api } from '@/lib/api-client';

/** The SWR key of the collection points; it is also the API path. */
export const branchesKey = '/api/v1/branches';

const UNREADABLE_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * GET /api/v1/branches: every active branch, in the order the business lists them, each with its
 * collection schedule and the stock levels staff have set.
 */
export async function getBranches(): Promise<CollectionBranchList> {
  const body = await api.get<Partial<CollectionBranchList> | null>(branchesKey);
  if (!body || !Array.isArray(body.branches)) {
    throw new ApiError({ statusCode: 200, code: 'INTERNAL', message: UNREADABLE_MESSAGE });
  }
  return { branches: body.branches };
}

/** Staff change stock during the day: read again every minute, and when the tab is back in view. */
const REFRESH_INTERVAL_MS = 60 * 1000;

/** The collection points, with their days and stock (calculator, rate list, order form). */
export function useBranches() {
  return useSWR<CollectionBranchList, ApiError>(branchesKey, getBranches, {
    refreshInterval: REFRESH_INTERVAL_MS,
    revalidateOnFocus: true,
  });
}
