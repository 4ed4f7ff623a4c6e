import { AlertMessages, Decimal, RATE_DECIMALS, RoundingMode } from '@fx/contracts/web';

/** The API's own messages for an alert (a zod-free module, so they cost the bundle nothing). */
export const TARGET_RATE_MESSAGE = AlertMessages.targetRate;
export const EMAIL_MESSAGE = AlertMessages.email;
export const BAD_LINK_MESSAGE = AlertMessages.badLink;

/** How far above today's rate the suggested target starts. */
const SUGGESTED_RISE = '1.01';

/** Today's rate plus 1%, rounded up to 4 decimals: a target that today's rate has not reached. */
export function suggestTargetRate(todaysRate: string): string {
  return new Decimal(todaysRate)
    .times(SUGGESTED_RISE)
    .round(RATE_DECIMALS, RoundingMode.up)
    .toFixed(RATE_DECIMALS);
}

/** Up to 10 digits, up to 4 decimals, above 0 and at most 1,000,000,000: as the API checks it. */
export function targetRateError(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{1,10}(\.\d{1,4})?$/.test(trimmed)) return TARGET_RATE_MESSAGE;
  const rate = new Decimal(trimmed);
  if (rate.lte(0) || rate.gt(1_000_000_000)) return TARGET_RATE_MESSAGE;
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed) ? null : EMAIL_MESSAGE;
}

/** "1 GBP buys at least 1.2000 EUR": a target as the customer reads it. */
export function describeTarget(targetRate: string, code: string): string {
  return `1 GBP buys at least ${targetRate} ${code}`;
}

/** A link's token refused for its shape, or its alert not found: the link cannot be used. */
export function isBadLink(code: string): boolean {
  return code === 'VALIDATION_FAILED' || code === 'UNPROCESSABLE' || code === 'ALERT_NOT_FOUND';
}
