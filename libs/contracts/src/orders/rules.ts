// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/**
 * When an order can be collected: the branch's week, its closed days and same-day cut-off, and
 * each currency's stock. One set of rules for the calculator, the order form and the server that
 * refuses a day they would not offer. Days and times are the bureau's own (London).
 */

export const BUREAU_TIME_ZONE = 'Europe/London';
/** The last day offered is this many days after today. */
export const COLLECTION_HORIZON_DAYS = 14;
/** The longest lead time staff can give an order-in currency. */
export const MAX_LEAD_DAYS = 10;

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

export const STOCK_STATUSES = ['in_stock', 'order_in', 'unavailable'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** A currency at a branch. leadDays is 0 unless the currency is ordered in. */
export interface StockLevel {
  status: StockStatus;
  leadDays: number;
}
/** What a currency is at a branch that has said nothing of it. */
export const IN_STOCK: StockLevel = { status: 'in_stock', leadDays: 0 };

/** The branch's stock of a currency: the level staff set, else in stock. */
export function stockOf(stock: Readonly<Record<string, StockLevel>>, currency: string): StockLevel {
  return stock[currency] ?? IN_STOCK;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUREAU_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date (2026-11-24) and the time (14:05) in London at `now`. */
export function londonNow(now: Date): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of londonParts.formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
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

/** The branch's hours on a date, or null when it is closed (its week, or a closure). */
export function openingOn(schedule: CollectionSchedule, date: string): DayHours | null {
  if (schedule.closures.some((closure) => closure.date === date)) return null;
  return schedule.weekly[weekdayOf(date)];
}

/** Why a day cannot be chosen, in words for the customer; null when it can. */
export type DayRefusal =
  | { reason: 'closed'; message: string }
  | { reason: 'cutoff'; message: string }
  | { reason: 'lead'; message: string }
  | { reason: 'range'; message: string };

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

/** The lead time of an order: its slowest currency's. */
export function orderLeadDays(levels: readonly StockLevel[]): number {
  return Math.max(0, ...levels.map((level) => level.leadDays));
}

/**
 * The lead time of an order of these currencies at a branch with this stock: Click & Collect
 * waits for its slowest currency; a sale to the branch needs none of its stock.
 */
export function leadDaysFor(
  stock: Readonly<Record<string, StockLevel>>,
  way: 'collect' | 'sell',
  currencies: readonly string[],
): number {
  if (way !== 'collect') return 0;
  return orderLeadDays(currencies.map((currency) => stockOf(stock, currency)));
}

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

/** Made once: toLocaleString with options builds a formatter on every call. */
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** "Thursday 26 November". */
export function dayLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${at.getUTCDate()} ${monthName.format(at)}`;
}

/** "today", "tomorrow" or "Thursday", as "Collect from …" says it, seen from `now`. */
export function relativeDayLabel(date: string, now: Date): string {
  const today = londonNow(now).date;
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  if (date <= addDays(today, 6)) return WEEKDAY_NAMES[weekdayOf(date)];
  return dayLabel(date);
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
