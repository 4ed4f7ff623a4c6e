// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/**
 * London's wall clock by arithmetic on its offset from UTC, which is the same from one clock
 * change to the next. The offsets and the changes come from Intl (the time-zone rules ICU keeps
 * up to date), once per period between two changes, or from the page the server rendered: in a
 * browser, the first Intl formatter costs tens of milliseconds (ICU loads its data), and a page's
 * first render then needs none.
 */

/** A period with one offset: from `from` (inclusive) to `until` (exclusive), in ms since 1970. */
export interface LondonOffsetPeriod {
  offsetMinutes: number;
  from: number;
  until: number;
}

/** London's clock at an instant: month 1-12, weekday 0 (Sunday) to 6, as Date's getUTCDay. */
export interface LondonWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** en-GB's short month names ("Sept", as Intl writes it). */
export const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;
/** London changes its clocks twice a year: a year's search finds the change if there is one. */
const WEEKS_SEARCHED = 53;

let partsFormat: Intl.DateTimeFormat | undefined;

/** London's offset from UTC at `at`, in minutes (0 in winter, 60 in summer), asked of Intl. */
function offsetByIntl(at: number): number {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const minuteStart = Math.floor(at / MINUTE) * MINUTE;
  const part = { year: 1970, month: 1, day: 1, hour: 0, minute: 0 };
  for (const { type, value } of partsFormat.formatToParts(minuteStart)) {
    if (type in part) part[type as keyof typeof part] = Number(value);
  }
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
  return Math.round((wall - minuteStart) / MINUTE);
}

/**
 * The first minute, from `at` going `step` ms at a time (forward or back), whose offset is not
 * `offset`: the edge of `at`'s period, to the minute; none within a year gives the year's end.
 */
function edgeOfPeriod(at: number, offset: number, step: number): number {
  let inside = at;
  for (let week = 1; week <= WEEKS_SEARCHED; week++) {
    const probe = at + step * week;
    if (offsetByIntl(probe) !== offset) {
      let outside = probe;
      while (Math.abs(outside - inside) > MINUTE) {
        const middle = Math.floor((inside + outside) / 2 / MINUTE) * MINUTE;
        if (middle === inside || middle === outside) break;
        if (offsetByIntl(middle) === offset) inside = middle;
        else outside = middle;
      }
      return step > 0 ? outside : inside;
    }
    inside = probe;
  }
  return inside;
}

/** The periods known so far: one or two for a page, a few for a list of old orders. */
const known: LondonOffsetPeriod[] = [];

/** The period `at` falls in, worked out with Intl (a few dozen formats) and remembered. */
export function londonOffsetPeriod(at: number): LondonOffsetPeriod {
  const found = known.find((period) => at >= period.from && at < period.until);
  if (found) return found;
  const offsetMinutes = offsetByIntl(at);
  const period = {
    offsetMinutes,
    from: edgeOfPeriod(Math.floor(at / MINUTE) * MINUTE, offsetMinutes, -WEEK),
    until: edgeOfPeriod(Math.floor(at / MINUTE) * MINUTE, offsetMinutes, WEEK),
  };
  known.push(period);
  return period;
}

/** A period the server worked out (in the page it rendered), taken as known. */
export function rememberLondonOffsetPeriod(period: LondonOffsetPeriod | undefined): void {
  if (!period || !Number.isFinite(period.offsetMinutes) || !(period.from < period.until)) return;
  if (!known.some((each) => each.from === period.from && each.until === period.until)) {
    known.push({ ...period });
  }
}

/** London's date and time at `at` (an instant). */
export function londonWallClock(at: Date | number): LondonWallClock {
  const time = typeof at === 'number' ? at : at.getTime();
  const wall = new Date(time + londonOffsetPeriod(time).offsetMinutes * MINUTE);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "14:05": the 24-hour clock in London. */
export function londonClockTime(clock: LondonWallClock): string {
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** "2026-11-24": London's calendar date. */
export function londonIsoDate(clock: LondonWallClock): string {
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}
