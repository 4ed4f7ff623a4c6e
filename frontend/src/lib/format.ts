import {
  Decimal,
  inThrees,
  isDecimalString,
  londonClockTime,
  londonWallClock,
  MONTH_NAMES,
  SHORT_MONTH_NAMES,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from '@fx/contracts/web';
import type { LondonWallClock } from '@fx/contracts';

/**
 * Display formatting at the edge. Rates stay decimal strings and are shown as sent. Dates and
 * times are London's, worked out from its wall clock (contracts' london-clock) rather than
 * through Intl, so that a rate page's first render needs no ICU; they read as Intl's en-GB.
 */

/** The London wall clock at an ISO instant, or nothing for a value that is not one. */
function wallClockAt(iso: string): LondonWallClock | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : londonWallClock(time);
}

/** "5 March 2025". */
const dayMonthYear = (clock: LondonWallClock) =>
  `${clock.day} ${MONTH_NAMES[clock.month - 1]} ${clock.year}`;

/** "5 March 2025 at 14:30" in UK time; an unparseable value is returned unchanged. */
export function formatUkDateTime(iso: string): string {
  const clock = wallClockAt(iso);
  return clock ? `${dayMonthYear(clock)} at ${londonClockTime(clock)}` : iso;
}

/** "1 GBP = 1.1339 EUR": a rate string is never turned into a float. */
export function formatRateLine(rate: string, code: string, base = 'GBP'): string {
  return `1 ${base} = ${rate} ${code}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * en-GB's symbols for the currencies a page's first render shows in money (the home page's "£500"
 * and "€566.95"), written out so that render needs no ICU: a page's first Intl.NumberFormat loads
 * ICU's data, 20-50 ms on a desktop CPU in the middle of hydration, most of the home page's
 * blocking time (contracts' `pounds` does the same for messages). format.test.ts holds what
 * these give to Intl's own answer.
 */
const SYMBOLS: Readonly<Record<string, string>> = { GBP: '£', EUR: '€', USD: 'US$' };

/** A non-negative decimal string in one of SYMBOLS' currencies as Intl's en-GB writes it. */
function moneyWithoutIntl(
  amount: string,
  symbol: string,
  decimals: number,
  stripIfInteger: boolean,
): string {
  // Rounded half away from zero, as Intl's default (halfExpand).
  const [whole = '', fraction = ''] = new Decimal(amount).toFixed(decimals).split('.');
  const shown = stripIfInteger && /^0*$/.test(fraction) ? '' : fraction;
  return `${symbol}${inThrees(whole)}${shown ? `.${shown}` : ''}`;
}

/**
 * "£100.00", "€566.95", "JP¥18,084": a decimal string shown as money, never through a float
 * (Intl formats the string's digits). `decimals` fixes the places; `stripIfInteger` shows "£100".
 */
export function formatMoney(
  amount: string,
  currency: string,
  { decimals = 2, stripIfInteger = false }: { decimals?: number; stripIfInteger?: boolean } = {},
): string {
  const symbol = SYMBOLS[currency];
  if (symbol && isDecimalString(amount)) {
    return moneyWithoutIntl(amount, symbol, decimals, stripIfInteger);
  }
  const key = `${currency}:${decimals}:${stripIfInteger}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      trailingZeroDisplay: stripIfInteger ? 'stripIfInteger' : 'auto',
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount as Intl.StringNumericLiteral);
}

/** "5 March 2025": the UK calendar day of an instant; an unparseable value is returned unchanged. */
export function formatUkDate(iso: string): string {
  const clock = wallClockAt(iso);
  return clock ? dayMonthYear(clock) : iso;
}

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd". */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** "March 5th 2024": the UK calendar day of an instant; an unparseable value is returned unchanged. */
export function formatOrdinalDate(iso: string): string {
  const clock = wallClockAt(iso);
  return clock ? `${MONTH_NAMES[clock.month - 1]} ${ordinal(clock.day)} ${clock.year}` : iso;
}

/** "£1,250.00", "€566.70", "JP¥46,551": pounds to 2 places, a foreign amount with the decimals it was priced with. */
export function formatPricedAmount(amount: string, currency: string): string {
  return formatMoney(amount, currency, {
    decimals: currency === 'GBP' ? 2 : (amount.split('.')[1]?.length ?? 0),
  });
}

/**
 * "14:05 today", "16:00 on 30 June 2025": an instant as a person in London reads it, against
 * `now`'s UK calendar day. An unparseable value is returned unchanged.
 */
export function formatUpdatedAt(iso: string, now: Date = new Date()): string {
  const clock = wallClockAt(iso);
  if (!clock) return iso;
  const day = dayMonthYear(clock);
  return day === dayMonthYear(londonWallClock(now))
    ? `${londonClockTime(clock)} today`
    : `${londonClockTime(clock)} on ${day}`;
}

/** "Tuesday": London's weekday (Date's 0 for Sunday). */
const weekdayName = (clock: LondonWallClock) => WEEKDAY_NAMES[WEEKDAYS[(clock.weekday + 6) % 7]!];

/**
 * "14:05, Tuesday 24 November 2026": an instant in UK time, said without reference to today, so a
 * page rendered on the server reads the same once the browser takes it over (hydration). An
 * unparseable value is returned unchanged.
 */
export function formatUkDayTime(iso: string): string {
  const clock = wallClockAt(iso);
  return clock ? `${londonClockTime(clock)}, ${weekdayName(clock)} ${dayMonthYear(clock)}` : iso;
}

/** "5 Mar", "30 Sept": a short London day for a chart's axis. */
export function formatShortUkDay(at: number): string {
  const clock = londonWallClock(at);
  return `${clock.day} ${SHORT_MONTH_NAMES[clock.month - 1]}`;
}
