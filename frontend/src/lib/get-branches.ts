import type { BranchList } from '@fx/contracts';
import useSWR from 'swr';
import { ApiError, api } from '@/lib/api-client';

/** The SWR key of the collection points; it is also the API path. */
export const branchesKey = '/api/v1/branches';

const UNREADABLE_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** GET /api/v1/branches: every active branch, in the order the business lists them. */
export async function getBranches(): Promise<BranchList> {
  const body = await api.get<Partial<BranchList> | null>(branchesKey);
  if (!body || !Array.isArray(body.branches)) {
    throw new ApiError({ statusCode: 200, code: 'INTERNAL', message: UNREADABLE_MESSAGE });
  }
  return { branches: body.branches };
}

/** The collection points; the gateway lets browsers cache them for five minutes. */
export function useBranches() {
  return useSWR<BranchList, ApiError>(branchesKey, getBranches);
}
