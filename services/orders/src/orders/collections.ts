import { BUREAU_TIME_ZONE, addDays, londonNow } from '@fx/contracts';
import type { Collections } from '@fx/contracts';
import type { CollectionRow, PreparedRow } from './orders-reports.repository';

/** Today and the `days - 1` days after it, London dates. */
export function collectionRange(now: Date, days: number): string[] {
  const today = londonNow(now).date;
  return Array.from({ length: days }, (_, index) => addDays(today, index));
}

/**
 * The Collections screen: every day of the range, even an empty one, with its accepted orders,
 * the currencies to hand out (Click & Collect) and the pounds to pay out (Click & Sell).
 */
export function collectionsByDay(
  dates: readonly string[],
  orders: readonly CollectionRow[],
  prepared: readonly PreparedRow[],
): Collections {
  return {
    timeZone: BUREAU_TIME_ZONE,
    days: dates.map((date) => {
      const sums = prepared.filter((row) => row.date === date);
      return {
        date,
        orders: orders.filter((order) => order.date === date).map(({ date: _, ...order }) => order),
        toHandOut: sums
          .filter((row) => row.way === 'collect')
          .map((row) => ({ currency: row.currency, amount: row.amount })),
        toPayOutGbp: sums.find((row) => row.way === 'sell')?.amount ?? '0.00',
      };
    }),
  };
}
