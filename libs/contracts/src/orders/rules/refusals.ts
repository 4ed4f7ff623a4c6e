// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { addDays, dayLabel, londonNow } from './calendar';
import { COLLECTION_HORIZON_DAYS, earliestCollection, firstCollectionDay } from './collection-days';
import { openingOn } from './opening-hours';
import type { CollectionSchedule } from './opening-hours';

/** Why a day cannot be chosen, in words for the customer; null when it can. */
export type DayRefusal =
  | { reason: 'closed'; message: string }
  | { reason: 'cutoff'; message: string }
  | { reason: 'lead'; message: string }
  | { reason: 'range'; message: string };

/**
 * Says why `date` is not one of the days offered, or null when it is. A day before an order-in
 * currency arrives is answered with the first day offered after it.
 */
export function refuseCollectionDay(
  schedule: CollectionSchedule,
  now: Date,
  date: string,
  leadDays = 0,
): DayRefusal | null {
  const { date: today } = londonNow(now);
  const earliest = earliestCollection(schedule, now, leadDays);
  if (date < today || date > addDays(today, COLLECTION_HORIZON_DAYS)) {
    return {
      reason: 'range',
      message: `Choose a collection day in the next ${COLLECTION_HORIZON_DAYS} days`,
    };
  }
  if (!openingOn(schedule, date)) {
    const closure = schedule.closures.find((day) => day.date === date);
    const why = closure ? ` (${closure.reason})` : '';
    return { reason: 'closed', message: `The branch is closed on ${dayLabel(date)}${why}` };
  }
  if (date >= earliest) return null;
  if (leadDays > 0) {
    // The first day the branch opens from then on: the earliest itself may be a closed day.
    const first = firstCollectionDay(schedule, now, leadDays) ?? earliest;
    return { reason: 'lead', message: `This order can be collected from ${dayLabel(first)}` };
  }
  return {
    reason: 'cutoff',
    message: schedule.sameDayCutoff
      ? `Orders for collection today must be placed before ${schedule.sameDayCutoff}`
      : 'Orders cannot be collected on the day they are placed',
  };
}
