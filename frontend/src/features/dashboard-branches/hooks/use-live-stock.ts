import type { CollectionBranchList, StockChanged } from '@fx/contracts';
import { stockOf } from '@fx/contracts/web';
import { useSWRConfig } from 'swr';
import { useAdminEvents } from '@/lib/admin-events';
import type { AdminEvent } from '@/lib/admin-events';
import { branchesKey } from '@/lib/get-branches';
import { updateBranch } from '../api/branch-list';

/** A `stock.changed` event's payload (`{ id, type, payload }`); null for anything else. */
export function readStockChanged(event: AdminEvent): StockChanged | null {
  if (event.type !== 'stock.changed') return null;
  const payload = (event.data as { payload?: Partial<StockChanged> } | null)?.payload;
  if (
    typeof payload?.branchId !== 'string' ||
    typeof payload.currency !== 'string' ||
    typeof payload.level?.status !== 'string' ||
    typeof payload.level.leadDays !== 'number'
  ) {
    return null;
  }
  return payload as StockChanged;
}

/** The list with one currency's level at one branch replaced. */
export function withStockLevel(
  list: CollectionBranchList | undefined,
  change: StockChanged,
): CollectionBranchList | undefined {
  return updateBranch(list, change.branchId, (branch) => ({
    ...branch,
    stock: { ...branch.stock, [change.currency]: change.level },
  }));
}

/**
 * Keeps the stock tables current from the staff event stream: a change saved by anyone shows at
 * once, without a reload. `onChange` hears each change that differs from what the screen showed
 * (a tab's own save is already on screen when its event comes back).
 */
export function useLiveStock(onChange: (change: StockChanged) => void): { connected: boolean } {
  const { cache, mutate } = useSWRConfig();
  return useAdminEvents((event) => {
    const change = readStockChanged(event);
    if (!change) return;
    const branch = (
      cache.get(branchesKey)?.data as CollectionBranchList | undefined
    )?.branches.find((each) => each.id === change.branchId);
    const shown = branch ? stockOf(branch.stock, change.currency) : null;
    const isNew = shown?.status !== change.level.status || shown.leadDays !== change.level.leadDays;
    void mutate<CollectionBranchList>(branchesKey, (list) => withStockLevel(list, change), {
      revalidate: false,
    });
    if (isNew) onChange(change);
  });
}
