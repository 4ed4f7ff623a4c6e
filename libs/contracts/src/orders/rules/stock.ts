// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** Each currency's stock at a branch, and the lead time it gives an order. */

/** The longest lead time staff can give an order-in currency. */
export const MAX_LEAD_DAYS = 10;

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
