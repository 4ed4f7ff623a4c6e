import { firstCollectionDay, leadDaysFor } from '@fx/contracts';
import type { CollectionBranch, CollectionBranchList } from '@fx/contracts';
import { testClock } from './test-clock';

/** Time a test may take between choosing its collection day and placing the order. */
const STEADY_FOR_MS = 10 * 60_000;

/** What decides an order's collection days: its way and its currencies. */
export interface DayFor {
  way: 'collect' | 'sell';
  currencies: readonly string[];
}

/**
 * A day to collect a test's order from `branch`: the first it offers the order as seen ten minutes
 * after `now`, so a same-day cut-off (or midnight) passing while the test runs cannot refuse it.
 * `now` is the test's clock, which the services it started share (FX_TEST_NOW, or the system's):
 * a service's clock may lag it by its start-up, never lead it, and a day offered later is offered
 * earlier too.
 */
export function steadyCollectionDay(
  branch: Pick<CollectionBranch, 'id' | 'schedule' | 'stock'>,
  order: DayFor,
  now = testClock().now(),
): string {
  const lead = leadDaysFor(branch.stock, order.way, order.currencies);
  const day = firstCollectionDay(branch.schedule, new Date(now.getTime() + STEADY_FOR_MS), lead);
  if (!day)
    throw new Error(`${branch.id} offers no collection day for ${order.currencies.join(', ')}`);
  return day;
}

/** steadyCollectionDay at branch `branchId` of a branch list (as GET /api/v1/branches answers). */
export function steadyCollectionDayIn(
  list: CollectionBranchList,
  branchId: string,
  order: DayFor,
): string {
  const branch = list.branches.find((candidate) => candidate.id === branchId);
  if (!branch) throw new Error(`GET /api/v1/branches has no branch ${branchId}`);
  return steadyCollectionDay(branch, order);
}

/** steadyCollectionDayIn with the branches read from the gateway at `baseUrl` now. */
export async function steadyCollectionDayAt(
  baseUrl: string,
  branchId: string,
  order: DayFor,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/branches`);
  if (response.status !== 200) throw new Error(`GET /api/v1/branches answered ${response.status}`);
  return steadyCollectionDayIn((await response.json()) as CollectionBranchList, branchId, order);
}
