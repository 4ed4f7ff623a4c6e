// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { addDays, weekdayOf } from './calendar';
import type { Nation } from './postcode';

/**
 * The UK's bank holidays, computed from their rules (Banking and Financial Dealings Act 1971, St
 * Andrew's Day Bank Holiday (Scotland) Act 2007, and the yearly proclamations of substitute days)
 * so that any year works; the tests hold them to gov.uk's published dates for 2026 to 2028.
 * England and Wales share one list; Scotland and Northern Ireland each have their own. One-off
 * days proclaimed for an occasion (a coronation, a jubilee) cannot be computed: a caller adds
 * them itself (the delivery settings' extra closed days).
 */

export type BankHolidayRegion = 'england-and-wales' | 'scotland' | 'northern-ireland';

export function bankHolidayRegion(nation: Nation): BankHolidayRegion {
  switch (nation) {
    case 'england':
    case 'wales':
      return 'england-and-wales';
    case 'scotland':
      return 'scotland';
    case 'northern-ireland':
      return 'northern-ireland';
  }
}

export interface BankHoliday {
  /** The day off, written 2026-12-28. */
  date: string;
  /** As gov.uk names it: "Boxing Day (substitute day)". */
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year: the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The first Monday of a month. */
function firstMonday(year: number, month: number): string {
  let day = dateOf(year, month, 1);
  while (weekdayOf(day) !== 'mon') day = addDays(day, 1);
  return day;
}

/** The last Monday of a month. */
function lastMonday(year: number, month: number): string {
  let day = addDays(month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1), -1);
  while (weekdayOf(day) !== 'mon') day = addDays(day, -1);
  return day;
}

const isWeekend = (date: string) => ['sat', 'sun'].includes(weekdayOf(date));

/**
 * The fixed-date holidays of a region, which move to a substitute weekday when they fall on a
 * weekend; the Mondays and Easter never do.
 */
function fixedDays(region: BankHolidayRegion, year: number): BankHoliday[] {
  const days: BankHoliday[] = [{ date: dateOf(year, 1, 1), name: "New Year's Day" }];
  if (region === 'scotland') days.push({ date: dateOf(year, 1, 2), name: '2nd January' });
  if (region === 'northern-ireland') {
    days.push({ date: dateOf(year, 3, 17), name: "St Patrick's Day" });
    days.push({ date: dateOf(year, 7, 12), name: 'Battle of the Boyne (Orangemen’s Day)' });
  }
  if (region === 'scotland') days.push({ date: dateOf(year, 11, 30), name: "St Andrew's Day" });
  days.push({ date: dateOf(year, 12, 25), name: 'Christmas Day' });
  days.push({ date: dateOf(year, 12, 26), name: 'Boxing Day' });
  return days;
}

function movableDays(region: BankHolidayRegion, year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const days: BankHoliday[] = [{ date: addDays(easter, -2), name: 'Good Friday' }];
  if (region !== 'scotland') days.push({ date: addDays(easter, 1), name: 'Easter Monday' });
  days.push({ date: firstMonday(year, 5), name: 'Early May bank holiday' });
  days.push({ date: lastMonday(year, 5), name: 'Spring bank holiday' });
  days.push({
    date: region === 'scotland' ? firstMonday(year, 8) : lastMonday(year, 8),
    name: 'Summer bank holiday',
  });
  return days;
}

/**
 * A region's bank holidays in a year, in date order. A fixed day on a weekend gives way to the
 * next weekday that is not already a holiday ("(substitute day)"), so Christmas on a Sunday is
 * taken on the Tuesday after Boxing Day, as gov.uk lists it.
 */
export function bankHolidays(region: BankHolidayRegion, year: number): BankHoliday[] {
  const fixed = fixedDays(region, year);
  const taken = [...movableDays(region, year), ...fixed.filter((day) => !isWeekend(day.date))];
  const takenDates = new Set(taken.map((day) => day.date));
  for (const day of fixed.filter((holiday) => isWeekend(holiday.date))) {
    let substitute = addDays(day.date, 1);
    while (isWeekend(substitute) || takenDates.has(substitute)) substitute = addDays(substitute, 1);
    takenDates.add(substitute);
    taken.push({ date: substitute, name: `${day.name} (substitute day)` });
  }
  return taken.sort((one, other) => one.date.localeCompare(other.date));
}

/**
 * True when nothing is delivered in the region on `date`: a bank holiday, or the day itself of a
 * fixed holiday that fell on a weekend (Royal Mail does not deliver on Christmas Day or New
 * Year's Day, whatever day they fall on).
 */
export function isBankHoliday(region: BankHolidayRegion, date: string): boolean {
  const year = Number(date.slice(0, 4));
  return (
    bankHolidays(region, year).some((day) => day.date === date) ||
    fixedDays(region, year).some((day) => day.date === date)
  );
}
