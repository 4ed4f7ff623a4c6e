import type { AmountSide, PricedLine, Way } from '@fx/contracts';
import {
  Decimal,
  foreignDecimals,
  GBP_DECIMALS,
  priceLineAtRate,
  PricingError,
  toFixed,
} from '@fx/contracts/web';

/** The amount the customer typed last, and in which currency: the other box is worked out. */
export interface TypedAmount {
  side: AmountSide;
  value: string;
}

/** Digits before the point a box accepts: more than any bureau order, short of big.js limits. */
const MAX_WHOLE_DIGITS = 9;

/** Decimal places a box accepts: 2 for pounds, the currency's own for the foreign amount. */
export function placesFor(side: AmountSide, currency: string): number {
  return side === 'gbp' ? GBP_DECIMALS : foreignDecimals(currency);
}

/**
 * What an amount box keeps of a keystroke or a paste: digits and at most `places` decimals,
 * with spaces and thousands commas dropped. Anything else (a minus sign, a letter, a third
 * decimal) gives null, and the box keeps its previous value.
 */
export function cleanAmountInput(raw: string, places: number): string | null {
  const value = raw.replace(/[\s,]/g, '');
  const pattern =
    places > 0
      ? new RegExp(`^\\d{0,${MAX_WHOLE_DIGITS}}(\\.\\d{0,${places}})?$`)
      : new RegExp(`^\\d{0,${MAX_WHOLE_DIGITS}}$`);
  return pattern.test(value) ? value : null;
}

/** "12." is 12 and ".5" is 0.5 while typing; "" and "." are no amount yet (null). */
export function normalizeAmount(value: string): string | null {
  const trimmed = value.endsWith('.') ? value.slice(0, -1) : value;
  if (trimmed === '') return null;
  const normalized = trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
  return new Decimal(normalized).toFixed();
}

/** A customer rate the widget can convert with: a positive decimal string. */
export function isUsableRate(rate: string | undefined): rate is string {
  if (!rate) return false;
  try {
    return new Decimal(rate).gt(0);
  } catch {
    return false;
  }
}

/** The foreign amount for some pounds: gbp x rate, to the currency's decimals. */
export function gbpToForeign(gbp: string, rate: string, currency: string): string {
  return toFixed(new Decimal(gbp).times(rate), foreignDecimals(currency));
}

/** The pounds for a foreign amount: foreign / rate, to the penny. */
export function foreignToGbp(foreign: string, rate: string): string {
  return toFixed(new Decimal(foreign).div(rate), GBP_DECIMALS);
}

/**
 * Both boxes: the one typed as it was typed, the other worked out at the customer rate. With
 * nothing typed yet (or no rate), the other box is empty.
 */
export function linkedAmounts(
  typed: TypedAmount,
  rate: string | undefined,
  currency: string,
): { gbp: string; foreign: string } {
  const amount = normalizeAmount(typed.value);
  if (amount === null || !isUsableRate(rate)) {
    return typed.side === 'gbp'
      ? { gbp: typed.value, foreign: '' }
      : { gbp: '', foreign: typed.value };
  }
  return typed.side === 'gbp'
    ? { gbp: typed.value, foreign: gbpToForeign(amount, rate, currency) }
    : { gbp: foreignToGbp(amount, rate), foreign: typed.value };
}

/** Whether a box holds an amount greater than 0. */
export function isPositiveAmount(value: string): boolean {
  const amount = normalizeAmount(value);
  return amount !== null && new Decimal(amount).gt(0);
}

/**
 * What the order line will be, priced as the cart and the server price it (Click & Collect
 * rounds the pounds up to the next 10), or null while the amount cannot be priced.
 */
export function orderPreview(
  typed: TypedAmount,
  currency: string,
  way: Way,
  rate: string | undefined,
): PricedLine | null {
  const amount = normalizeAmount(typed.value);
  if (amount === null || !isUsableRate(rate)) return null;
  try {
    return priceLineAtRate({ currency, way, amount, side: typed.side }, rate);
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}
