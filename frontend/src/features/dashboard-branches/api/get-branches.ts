import type { CollectionBranch, CollectionBranchList } from '@fx/contracts';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-client';

/** The SWR key of the branches with their schedules and stock; it is also the API path. */
export const branchesKey = '/api/v1/branches';

/**
 * GET /api/v1/branches for staff: the browser may keep the public answer for minutes, so staff
 * ask the server again ('no-cache') and see what customers will see once that cache runs out.
 */
export function getStaffBranches(): Promise<CollectionBranchList> {
  return api.get<CollectionBranchList>(branchesKey, { cache: 'no-cache' });
}

export function useStaffBranches() {
  return useSWR<CollectionBranchList, ApiError>(branchesKey, getStaffBranches);
}

/** The list with one branch changed by `change`; the others as they were. */
export function updateBranch(
  list: CollectionBranchList | undefined,
  branchId: string,
  change: (branch: CollectionBranch) => CollectionBranch,
): CollectionBranchList | undefined {
  if (!list) return list;
  return {
    branches: list.branches.map((branch) => (branch.id === branchId ? change(branch) : branch)),
  };
}

/** The list with one branch replaced by its saved version (the PUT's answer). */
export function withBranch(
  list: CollectionBranchList | undefined,
  branch: CollectionBranch,
): CollectionBranchList | undefined {
  return updateBranch(list, branch.id, () => branch);
}
