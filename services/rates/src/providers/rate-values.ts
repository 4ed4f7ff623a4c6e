import { Decimal, decimalPlaces, toFixed } from '@fx/contracts';

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A rate as a provider sent it over JSON, a number or a numeric string, as plain decimal text; or
 * undefined when it is not a positive plain decimal. A number is read through its shortest
 * round-trip text (`String(n)`), so 0.8558 stays "0.8558"; an exponent ("1e-7"), NaN, a sign or
 * zero is refused rather than guessed at.
 */
export function rateText(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'number') {
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return undefined;
  }
  if (!PLAIN_DECIMAL.test(text) || new Decimal(text).lte(0)) return undefined;
  return text;
}

/** How many decimals a rate of this size keeps: 6 below 10, 4 below 1000, 2 above. */
export function ratePlaces(value: Decimal): number {
  if (value.lt(10)) return 6;
  if (value.lt(1000)) return 4;
  return 2;
}

/** A computed rate as fixed-point text: 6 decimals below 10, 4 below 1000, 2 above; half up. */
export function roundRate(value: Decimal): string {
  return toFixed(value, ratePlaces(value));
}

/**
 * A provider's own rate text, kept exactly as sent when it is no more precise than `roundRate`
 * would make it ("1.3730" stays "1.3730"), and rounded like `roundRate` when it carries more
 * decimals, so a float such as 1.16904321987654 never reaches storage with 14 decimals.
 */
export function boundedRate(text: string): string {
  const value = new Decimal(text);
  return decimalPlaces(text) <= ratePlaces(value) ? text : roundRate(value);
}
