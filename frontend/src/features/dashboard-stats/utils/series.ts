import type { OrderStats } from '@fx/contracts';
import { Decimal } from '@fx/contracts/web';
import { formatMoney } from '@/lib/format';

/** One bar: `value` is for geometry only; what people read is `display`. */
export type Bar = { key: string; label: string; fullLabel: string; value: number; display: string };

export type Daily = OrderStats['daily'][number];

const count = new Intl.NumberFormat('en-GB');
// The dates are calendar days already (London): formatted as UTC so they never shift.
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

export function formatCount(value: number): string {
  return count.format(value);
}

export function formatGbp(amount: string): string {
  return formatMoney(amount, 'GBP');
}

export function ordersBars(daily: readonly Daily[]): Bar[] {
  return daily.map((day) => ({
    key: day.date,
    label: shortDay.format(dayOf(day.date)),
    fullLabel: longDay.format(dayOf(day.date)),
    value: day.orders,
    display: formatCount(day.orders),
  }));
}

/** The pounds columns of a day: every order's value, or what cards paid less refunds. */
export type GbpField = 'totalGbp' | 'paidGbp';

export function gbpBars(daily: readonly Daily[], field: GbpField = 'totalGbp'): Bar[] {
  return daily.map((day) => ({
    key: day.date,
    label: shortDay.format(dayOf(day.date)),
    fullLabel: longDay.format(dayOf(day.date)),
    value: Number(day[field]),
    display: formatGbp(day[field]),
  }));
}

function span(daily: readonly Daily[]): string {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return '';
  return `${longDay.format(dayOf(first.date))} to ${longDay.format(dayOf(last.date))}`;
}

/** The chart's words: "Orders per day, … : 42 orders in all; busiest Wed 5 March with 7." */
export function ordersSummary(daily: readonly Daily[]): string {
  const total = daily.reduce((sum, day) => sum + day.orders, 0);
  if (total === 0) return `Orders per day, ${span(daily)}: no orders.`;
  const busiest = daily.reduce((best, day) => (day.orders > best.orders ? day : best));
  return `Orders per day, ${span(daily)}: ${formatCount(total)} ${total === 1 ? 'order' : 'orders'} in all; busiest ${longDay.format(dayOf(busiest.date))} with ${formatCount(busiest.orders)}.`;
}

/** Sums the decimal strings exactly; Number() is kept for bar heights. */
export function totalGbp(daily: readonly Daily[], field: GbpField = 'totalGbp'): string {
  return daily.reduce((sum, day) => sum.plus(day[field]), new Decimal(0)).toFixed(2);
}

const GBP_CHART: Record<GbpField, { title: string; none: string }> = {
  totalGbp: { title: 'GBP value per day', none: 'no orders' },
  paidGbp: { title: 'Paid by card per day', none: 'no card payments' },
};

/** "GBP value per day, …: £1,550.50 in all; highest Wed 5 March with £1,250.50." */
export function gbpSummary(daily: readonly Daily[], field: GbpField = 'totalGbp'): string {
  const { title, none } = GBP_CHART[field];
  const total = totalGbp(daily, field);
  if (new Decimal(total).eq(0)) return `${title}, ${span(daily)}: ${none}.`;
  const best = daily.reduce((top, day) => (new Decimal(day[field]).gt(top[field]) ? day : top));
  return `${title}, ${span(daily)}: ${formatGbp(total)} in all; highest ${longDay.format(dayOf(best.date))} with ${formatGbp(best[field])}.`;
}

/** A round top for the axis: 1, 2, 2.5 or 5 times a power of ten, at least the largest value. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}
