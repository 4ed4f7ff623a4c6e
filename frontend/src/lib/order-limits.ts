import { Decimal, LimitMessages } from '@fx/contracts/web';
import { site } from '@/config/site';

/**
 * The order value the bureau takes online (the orders service's own numbers, served with the
 * site's settings): said where an amount is typed, and checked before a line is added or the
 * customer is asked for their details. The server checks the same total again.
 */

/** The sum of some decimal strings, to 2 places. */
export function sumGbp(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);
}

/** "Orders from £50 to £5,000". */
export function orderLimitsText(): string {
  return LimitMessages.range(site.orders.minGbp, site.orders.maxGbp);
}

/**
 * Why an order of `totalGbp` (pounds as priced, Click & Collect's £10 rounding included) cannot be
 * placed online, in the words the server uses; null when it can.
 */
export function orderTotalProblem(totalGbp: string): string | null {
  const total = new Decimal(totalGbp);
  if (total.lt(site.orders.minGbp)) return LimitMessages.minimum(site.orders.minGbp);
  if (total.gt(site.orders.maxGbp)) return LimitMessages.maximum(site.orders.maxGbp);
  return null;
}
