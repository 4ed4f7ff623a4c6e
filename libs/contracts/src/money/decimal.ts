import Big from 'big.js';

/**
 * The one decimal type used for money and rates. A private Big constructor so that
 * nothing else in the process can change its precision or rounding mode.
 */
export const Decimal = Big();
Decimal.DP = 30;
Decimal.RM = Big.roundHalfUp;
Decimal.strict = false;

export type Decimal = Big.Big;

export const RoundingMode = {
  halfUp: Big.roundHalfUp,
  down: Big.roundDown,
  up: Big.roundUp,
} as const;

/** At most 15 digits before the point and 12 after: 28 characters at most (29 signed). */
export const DECIMAL_STRING = /^\d{1,15}(\.\d{1,12})?$/;
export const SIGNED_DECIMAL_STRING = /^-?\d{1,15}(\.\d{1,12})?$/;

/** A non-negative plain decimal string such as "12.50" (no exponent, no sign, no spaces). */
export function isDecimalString(value: string): boolean {
  return DECIMAL_STRING.test(value);
}

/** A plain decimal string that may carry a minus sign, such as a margin "-3.25". */
export function isSignedDecimalString(value: string): boolean {
  return SIGNED_DECIMAL_STRING.test(value);
}

export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** Plain decimal text without trailing zeros, e.g. Postgres numeric "1.1685000000" -> "1.1685". */
export function plainDecimal(value: string): string {
  return new Decimal(value).toFixed();
}

/** Fixed-point text with exactly `places` decimals, rounding half up. */
export function toFixed(
  value: Decimal,
  places: number,
  mode: Big.RoundingMode = RoundingMode.halfUp,
): string {
  return value.round(places, mode).toFixed(places);
}

/**
 * Pounds as decimal text to whole pence ("412.75" -> 41275), as card providers take amounts.
 * Throws for an amount with fractions of a penny: the amount was priced wrong, never rounded here.
 */
export function toPence(gbp: string): number {
  const pence = new Decimal(gbp).times(100);
  if (!pence.eq(pence.round(0))) throw new Error(`${gbp} has fractions of a penny`);
  return Number(pence.toFixed(0));
}
