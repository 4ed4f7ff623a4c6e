// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { addDays, londonNow } from './calendar';
import { openingOn } from './opening-hours';
import type { CollectionSchedule } from './opening-hours';

/**
 * When an order can be collected: the branch's week, its closed days and same-day cut-off, and
 * the order's lead time (stock.ts). One set of rules for the calculator, the order form and the
 * server that refuses a day they would not offer.
 */

/** The last day offered is this many days after today. */
export const COLLECTION_HORIZON_DAYS = 14;

/**
 * The first day an order can be collected, ignoring closed days. An order placed before the
 * same-day cut-off is handled today: with everything in stock it can be collected today (if the
 * branch is open and not yet closed), an order-in currency `leadDays` later. After the cut-off,
 * everything moves a day.
 */
export function earliestCollection(schedule: CollectionSchedule, now: Date, leadDays = 0): string {
  const { date: today, time } = londonNow(now);
  const beforeCutoff = schedule.sameDayCutoff !== null && time < schedule.sameDayCutoff;
  if (leadDays > 0) return addDays(today, leadDays + (beforeCutoff ? 0 : 1));
  const hours = openingOn(schedule, today);
  const sameDay = beforeCutoff && hours !== null && time < hours.closes;
  return addDays(today, sameDay ? 0 : 1);
}

/** The open days from the earliest up to COLLECTION_HORIZON_DAYS after today, one at a time. */
function* offeredDays(
  schedule: CollectionSchedule,
  now: Date,
  leadDays: number,
): Generator<string> {
  const last = addDays(londonNow(now).date, COLLECTION_HORIZON_DAYS);
  for (let day = earliestCollection(schedule, now, leadDays); day <= last; day = addDays(day, 1)) {
    if (openingOn(schedule, day)) yield day;
  }
}

/** The days offered: open days from the earliest up to COLLECTION_HORIZON_DAYS after today. */
export function collectionDays(schedule: CollectionSchedule, now: Date, leadDays = 0): string[] {
  return [...offeredDays(schedule, now, leadDays)];
}

/**
 * The first day offered, or null when none is within the horizon. Found without listing the rest:
 * the rate lists ask it of every currency as the page starts.
 */
export function firstCollectionDay(
  schedule: CollectionSchedule,
  now: Date,
  leadDays = 0,
): string | null {
  for (const day of offeredDays(schedule, now, leadDays)) return day;
  return null;
}
