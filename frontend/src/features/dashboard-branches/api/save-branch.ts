import { useCallback } from 'react';
import type {
  CollectionBranch,
  CollectionBranchList,
  CollectionScheduleInput,
  StockLevel,
} from '@fx/contracts';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { branchesKey } from '@/lib/get-branches';
import { withBranch } from './branch-list';

function branchPath(branchId: string): string {
  return `/api/v1/admin/branches/${encodeURIComponent(branchId)}`;
}

/** PUT /admin/branches/{id}/schedule: the week, closed days and cut-off, replaced as a whole. */
export function putSchedule(
  branchId: string,
  schedule: CollectionScheduleInput,
): Promise<CollectionBranch> {
  return api.put<CollectionBranch>(`${branchPath(branchId)}/schedule`, schedule);
}

/** PUT /admin/branches/{id}/stock/{currency}: what the branch says of one currency. */
export function putStock(
  branchId: string,
  currency: string,
  level: StockLevel,
): Promise<CollectionBranch> {
  return api.put<CollectionBranch>(
    `${branchPath(branchId)}/stock/${encodeURIComponent(currency)}`,
    level,
  );
}

/**
 * Runs a save and puts the branch it answers with into the list at once (no second read: the
 * public list may come from the browser's cache).
 */
function useSaveBranch<A extends unknown[]>(
  save: (...args: A) => Promise<CollectionBranch>,
): (...args: A) => Promise<CollectionBranch> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...args: A) => {
      const branch = await save(...args);
      await mutate<CollectionBranchList>(branchesKey, (list) => withBranch(list, branch), {
        revalidate: false,
      });
      return branch;
    },
    [mutate, save],
  );
}

export function useSaveSchedule() {
  return useSaveBranch(putSchedule);
}

export function useSaveStock() {
  return useSaveBranch(putStock);
}
