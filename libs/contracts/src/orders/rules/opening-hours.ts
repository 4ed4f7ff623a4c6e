// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { WEEKDAYS, WEEKDAY_NAMES, weekdayOf } from './calendar';
import type { Weekday } from './calendar';

/** A branch's opening: its usual week, its closed days and its same-day cut-off. */

/** A day's opening, times written 09:00 (London). */
export interface DayHours {
  opens: string;
  closes: string;
}
/** The branch's usual week: null where it is closed that day. */
export type WeeklyHours = Record<Weekday, DayHours | null>;
/** A day the branch is closed although its week says open: a bank holiday, a stocktake. */
export interface Closure {
  date: string;
  reason: string;
}
export interface CollectionSchedule {
  weekly: WeeklyHours;
  closures: readonly Closure[];
  /** Orders placed before this time can be collected the same day; null: never the same day. */
  sameDayCutoff: string | null;
}

/** The branch's hours on a date, or null when it is closed (its week, or a closure). */
export function openingOn(schedule: CollectionSchedule, date: string): DayHours | null {
  if (schedule.closures.some((closure) => closure.date === date)) return null;
  return schedule.weekly[weekdayOf(date)];
}

/**
 * "Monday to Saturday 09:00–18:00, Sunday 10:00–16:00": the week in one line, days with the
 * same hours in a row run together.
 */
export function weeklyHoursLine(weekly: WeeklyHours): string {
  const runs: { from: Weekday; to: Weekday; hours: DayHours }[] = [];
  for (const day of WEEKDAYS) {
    const hours = weekly[day];
    if (!hours) continue;
    const last = runs.at(-1);
    const previous = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (last && last.to === previous && sameHours(last.hours, hours)) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  if (runs.length === 0) return 'Closed';
  return runs
    .map(({ from, to, hours }) => {
      const days =
        from === to ? WEEKDAY_NAMES[from] : `${WEEKDAY_NAMES[from]} to ${WEEKDAY_NAMES[to]}`;
      return `${days} ${hours.opens}–${hours.closes}`;
    })
    .join(', ');
}

function sameHours(a: DayHours, b: DayHours): boolean {
  return a.opens === b.opens && a.closes === b.closes;
}

const DAY_WORDS: Record<string, Weekday> = {};
for (const day of WEEKDAYS) {
  DAY_WORDS[day] = day;
  DAY_WORDS[WEEKDAY_NAMES[day].toLowerCase()] = day;
}
DAY_WORDS.tues = 'tue';
DAY_WORDS.weds = 'wed';
DAY_WORDS.thur = 'thu';
DAY_WORDS.thurs = 'thu';

/**
 * The weekdays a line of opening hours names: "Monday to Saturday", "Mon-Fri", "Sunday",
 * "Saturday and Sunday", "Every day", "Weekdays", "Weekends"; null when it names none.
 */
export function parseDays(text: string): Weekday[] | null {
  const words = text.trim().toLowerCase();
  if (/^(every ?day|daily|7 days( a week)?)$/.test(words)) return [...WEEKDAYS];
  if (words === 'weekdays') return WEEKDAYS.slice(0, 5);
  if (words === 'weekends') return ['sat', 'sun'];
  const days = new Set<Weekday>();
  for (const part of words.split(/\s*(?:,|&|\band\b)\s*/)) {
    if (!part) continue;
    const range = part.split(/\s*(?:\bto\b|-|–)\s*/);
    const ends = range.map((word) => DAY_WORDS[word.replace(/\.$/, '')]);
    if (ends.length === 1 && ends[0]) days.add(ends[0]);
    else if (ends.length === 2 && ends[0] && ends[1]) {
      const from = WEEKDAYS.indexOf(ends[0]);
      const to = WEEKDAYS.indexOf(ends[1]);
      for (let index = from; ; index = (index + 1) % 7) {
        days.add(WEEKDAYS[index]!);
        if (index === to) break;
      }
    } else return null;
  }
  return days.size > 0 ? WEEKDAYS.filter((day) => days.has(day)) : null;
}

/** The week a list of opening-hours lines describes; a day named twice keeps its first hours. */
export function weeklyFromLines(
  lines: readonly { days: string; opens: string; closes: string }[],
): WeeklyHours | null {
  const weekly: WeeklyHours = {
    mon: null,
    tue: null,
    wed: null,
    thu: null,
    fri: null,
    sat: null,
    sun: null,
  };
  for (const line of lines) {
    const days = parseDays(line.days);
    if (!days) return null;
    for (const day of days) weekly[day] ??= { opens: line.opens, closes: line.closes };
  }
  return weekly;
}
