// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { TrackingMessages } from '../messages';

/**
 * Royal Mail's tracking numbers, in the UPU S10 format: two letters (the service), an eight-digit
 * serial number, a check digit and the country, "GB" (AB123456785GB). The check digit is UPU
 * S10's: the serial's digits weighted 8 6 4 2 3 5 9 7, summed, 11 less the sum modulo 11, with 10
 * written 0 and 11 written 5.
 */

const S10 = /^([A-Z]{2})(\d{8})(\d)GB$/;
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** " ab 1234 5678 5 gb " -> "AB123456785GB": no spaces, upper case. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The S10 check digit of an eight-digit serial number. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce(
    (total, digit, index) => total + Number(digit) * WEIGHTS[index]!,
    0,
  );
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

export type TrackingNumberCheck =
  { ok: true; trackingNumber: string } | { ok: false; field: 'trackingNumber'; message: string };

/** Checks a tracking number as staff typed it: normalised, in the S10 format, its digit right. */
export function checkTrackingNumber(value: string): TrackingNumberCheck {
  const trackingNumber = normaliseTrackingNumber(value);
  const parts = S10.exec(trackingNumber);
  if (!parts) return { ok: false, field: 'trackingNumber', message: TrackingMessages.format };
  if (s10CheckDigit(parts[2]!) !== Number(parts[3])) {
    return { ok: false, field: 'trackingNumber', message: TrackingMessages.checkDigit };
  }
  return { ok: true, trackingNumber };
}
