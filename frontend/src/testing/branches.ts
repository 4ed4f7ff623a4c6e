import type { Branch, CollectionBranch, CollectionBranchList, StockLevel } from '@fx/contracts';

/** The London branch as GET /api/v1/branches returns it. */
export const highStreetNorth: Branch = {
  id: 'high-street-north',
  name: 'Highstreet FX, High Street North',
  address: '112 High Street North, East Ham, London E6 2HT',
  phone: '020 7946 0112',
  openingHours: 'Monday to Saturday 09:00–18:00, Sunday 10:00–16:00',
  hours: [
    { days: 'Monday to Saturday', opens: '09:00', closes: '18:00' },
    { days: 'Sunday', opens: '10:00', closes: '16:00' },
  ],
};

const weekdays = { opens: '09:00', closes: '18:00' };

/** The branch's week as its hours say, no closed days, orders before 14:00 collected that day. */
export const highStreetNorthSchedule: CollectionBranch['schedule'] = {
  weekly: {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: weekdays,
    sun: { opens: '10:00', closes: '16:00' },
  },
  closures: [],
  sameDayCutoff: '14:00',
};

/**
 * A branch as the order form and the calculator see it: `branch` with its schedule (the London
 * branch's unless told) and the stock levels staff set (none: everything in stock).
 */
export function collectionBranch(
  branch: Branch = highStreetNorth,
  {
    schedule = highStreetNorthSchedule,
    stock = {},
  }: { schedule?: CollectionBranch['schedule']; stock?: Record<string, StockLevel> } = {},
): CollectionBranch {
  return { ...branch, schedule, stock };
}

export function makeBranchList(
  branches: (Branch | CollectionBranch)[] = [highStreetNorth],
): CollectionBranchList {
  return {
    branches: branches.map((branch) => ('schedule' in branch ? branch : collectionBranch(branch))),
  };
}

/** An order-in currency with `leadDays` days' lead time, and one the branch cannot supply. */
export const orderIn = (leadDays: number): StockLevel => ({ status: 'order_in', leadDays });
export const unavailable: StockLevel = { status: 'unavailable', leadDays: 0 };
