import type { BuyBackView } from '@fx/contracts';

/**
 * A Click & Sell order under an earlier order's buy-back guarantee: chosen on My orders or the
 * tracking page, read by the order flow, which prices that currency at the guarantee's rate and
 * sends the earlier order's number. Kept in this tab's storage until the sale is placed.
 */
export interface SellBack {
  /** The order whose guarantee is used. */
  orderNumber: string;
  currency: string;
  /** The guarantee's rate: units of the currency per £1. */
  rate: string;
  /** The most of the currency the guarantee takes back. */
  foreign: string;
  /** The guarantee's last day (London). */
  until: string;
}

const SELL_BACK_KEY = 'purchase-sell-back';

export function readSellBack(): SellBack | null {
  try {
    const raw = sessionStorage.getItem(SELL_BACK_KEY);
    return raw ? (JSON.parse(raw) as SellBack) : null;
  } catch {
    return null;
  }
}

export function saveSellBack(sellBack: SellBack | null): void {
  try {
    if (sellBack) sessionStorage.setItem(SELL_BACK_KEY, JSON.stringify(sellBack));
    else sessionStorage.removeItem(SELL_BACK_KEY);
  } catch {
    // Private mode or full storage: the sale is then priced at today's rate, as any other.
  }
}

/** The sell-back of one currency under `orderNumber`'s guarantee. */
export function sellBackOf(
  orderNumber: string,
  guarantee: BuyBackView,
  allowance: BuyBackView['allowances'][number],
): SellBack {
  return {
    orderNumber,
    currency: allowance.currency,
    rate: allowance.rate,
    foreign: allowance.foreign,
    until: guarantee.until,
  };
}
