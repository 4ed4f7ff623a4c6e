import type { MyOrder, PricedCurrency } from '@fx/contracts';
import { priceCartLine } from '@/lib/cart-store';
import type { CartLine } from '@/lib/cart-store';

/** "EUR", "EUR and USD", "EUR, USD and JPY". */
export function listCodes(codes: readonly string[]): string {
  if (codes.length <= 1) return codes.join('');
  return `${codes.slice(0, -1).join(', ')} and ${codes[codes.length - 1]}`;
}

/**
 * The lines of an old order as new cart lines: what the customer asked for each currency (the
 * amount and the side it was typed in), priced at today's rate for the same way. Currencies no
 * longer in the rate table (or that can no longer be priced) are left out and named.
 */
export function orderAgainLines(
  order: Pick<MyOrder, 'way' | 'lines'>,
  currencies: readonly PricedCurrency[],
  now: Date = new Date(),
): { lines: CartLine[]; missing: string[] } {
  const lines: CartLine[] = [];
  const missing: string[] = [];
  for (const line of order.lines) {
    const offered = currencies.find((currency) => currency.code === line.currency);
    const priced = offered
      ? priceCartLine(
          {
            currency: line.currency,
            way: order.way,
            amount: line.requested.amount,
            side: line.requested.side,
            rate: offered.rates[order.way],
          },
          now,
        )
      : null;
    if (priced && 'line' in priced) lines.push(priced.line);
    else if (!missing.includes(line.currency)) missing.push(line.currency);
  }
  return { lines, missing };
}

/** What to say about the currencies that could not be ordered again. */
export function missingCurrenciesMessage(missing: readonly string[], nothingLeft: boolean): string {
  const verb = missing.length === 1 ? 'is' : 'are';
  return nothingLeft
    ? `${listCodes(missing)} ${verb} no longer offered, so this order can't be placed again online.`
    : `${listCodes(missing)} ${verb} no longer offered, so we left ${missing.length === 1 ? 'it' : 'them'} out.`;
}
