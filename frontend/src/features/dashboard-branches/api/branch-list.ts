import type { CollectionBranch, CollectionBranchList } from '@fx/contracts';

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
