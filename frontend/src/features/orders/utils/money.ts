import { Decimal } from '@fx/contracts/web';

/** The sum of some decimal strings, to 2 places. */
export function sumGbp(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);
}
