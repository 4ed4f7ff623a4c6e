/** Customer prices come with 4 decimals; market rates are shown the same way, for easy reading. */
export const RATE_PLACES = 4;

/**
 * "1.373" → "1.3730": pads a decimal string with zeros to `places` (text only, never a float);
 * a longer fraction is left as it is.
 */
export function padRate(rate: string, places = RATE_PLACES): string {
  if (!/^-?\d+(\.\d*)?$/.test(rate)) return rate;
  const [whole, fraction = ''] = rate.split('.');
  return fraction.length >= places ? rate : `${whole}.${fraction.padEnd(places, '0')}`;
}
