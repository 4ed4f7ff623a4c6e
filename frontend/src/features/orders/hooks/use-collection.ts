import { useState } from 'react';
import type { CollectionBranch, Way } from '@fx/contracts';
import { collectionDays, leadDaysFor } from '@fx/contracts/web';
import type { CartLine } from '@/lib/cart-store';
import { currencyAvailability, earliestAvailability, unavailableAt } from '@/lib/collection';
import type { CurrencyAvailability } from '@/lib/collection';
import { useBranches } from '@/lib/get-branches';
import { readSavedCollection, saveCollection } from '@/features/orders/utils/purchase-session';

/**
 * Where and when the order is collected (or the currency brought in). A bureau with one branch has
 * it chosen for the customer. The days offered follow the branch's schedule and, for Click &
 * Collect, the slowest currency's lead time; a day chosen that is no longer offered (a currency
 * added, the branch's stock or days changed) is cleared. `now` is read at each render.
 */
export function useCollection(way: Way, lines: readonly CartLine[]) {
  const branches = useBranches();
  const branchList = branches.data?.branches ?? [];
  // Kept in the tab, so coming back from the card payment page finds the branch and day chosen.
  const [chosenBranchId, setChosenBranchId] = useState(() => readSavedCollection()?.branchId ?? '');
  const [chosenDay, setChosenDay] = useState(() => readSavedCollection()?.day ?? '');
  const [dayProblem, setDayProblem] = useState<string | null>(null);
  const now = new Date();

  const onlyBranch = branchList.length === 1 ? branchList[0] : undefined;
  const branch: CollectionBranch | undefined =
    onlyBranch ?? branchList.find((candidate) => candidate.id === chosenBranchId);
  const currencies = lines.map((line) => line.currency);
  const leadDays = branch ? leadDaysFor(branch.stock, way, currencies) : 0;
  const days = branch ? collectionDays(branch.schedule, now, leadDays) : [];

  // Cleared as soon as it is no longer offered; while the branches load nothing is known yet.
  if (chosenDay && branches.data && !days.includes(chosenDay)) setChosenDay('');

  /** A currency's stock where the order goes (or, before a branch is chosen, its best branch). */
  const availabilityOf = (currency: string): CurrencyAvailability | undefined => {
    if (way === 'sell') return undefined;
    if (branch) return currencyAvailability(branch, currency, now);
    return earliestAvailability(branchList, currency, now)?.availability;
  };

  return {
    branches,
    branch,
    /** Several branches: the customer chooses one. */
    choosing: branchList.length > 1,
    chooseBranch: (id: string) => {
      setChosenBranchId(id);
      saveCollection({ branchId: id, day: chosenDay });
    },
    days,
    leadDays,
    collectionDate: chosenDay,
    chooseDay: (day: string) => {
      setChosenDay(day);
      saveCollection({ branchId: chosenBranchId, day });
      setDayProblem(null);
    },
    dayProblem,
    setDayProblem,
    unavailable: branch ? unavailableAt(branch, way, currencies) : [],
    availabilityOf,
  };
}

export type Collection = ReturnType<typeof useCollection>;
