import type { OrderSummary } from '@fx/contracts';
import { formatPricedAmount } from '@/lib/format';

/** "€340.02", "JP¥18,084": a foreign amount with the decimals it was priced with. */
export const formatForeign = formatPricedAmount;

/** The FX Amount column: each line's foreign amount, e.g. "€340.02 + US$266.36". */
export function formatFxAmount(foreign: OrderSummary['foreign']): string {
  return foreign.map((line) => formatForeign(line.amount, line.currency)).join(' + ');
}
