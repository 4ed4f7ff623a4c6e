// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/**
 * The bureau's calendar: its days and times are London's. Dates are written 2026-11-24, times
 * 14:05.
 */

import { londonClockTime, londonIsoDate, londonWallClock, MONTH_NAMES } from './london-clock';

export const BUREAU_TIME_ZONE = 'Europe/London';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Today's date (2026-11-24) and the time (14:05) in London at `now`. */
export function londonNow(now: Date): { date: string; time: string } {
  const clock = londonWallClock(now);
  return { date: londonIsoDate(clock), time: londonClockTime(clock) };
}

/** A calendar date `days` after `date` (both written 2026-11-24). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** True for a real calendar date written 2026-11-24. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** "Thursday 26 November". */
export function dayLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]}`;
}

/** "today", "tomorrow" or "Thursday", as "Collect from …" says it, seen from `now`. */
export function relativeDayLabel(date: string, now: Date): string {
  const today = londonNow(now).date;
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  if (date <= addDays(today, 6)) return WEEKDAY_NAMES[weekdayOf(date)];
  return dayLabel(date);
}
