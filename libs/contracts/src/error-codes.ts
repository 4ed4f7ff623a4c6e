// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

import { COMMON_ERROR_CODES } from './common/codes';
import { IDENTITY_ERROR_CODES } from './identity/codes';
import { NOTIFICATION_ERROR_CODES } from './notifications/codes';
import { ORDER_ERROR_CODES } from './orders/codes';
import { PAYMENT_ERROR_CODES } from './payments/codes';
import { COMPLIANCE_ERROR_CODES } from './compliance/codes';
import { RATE_ERROR_CODES } from './rates/codes';

/**
 * Every error code, each domain's merged with the common ones. The gateway maps each to an HTTP
 * status with an exhaustive switch, so adding a code here forces a decision there.
 */
export const ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...RATE_ERROR_CODES,
  ...IDENTITY_ERROR_CODES,
  ...NOTIFICATION_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...COMPLIANCE_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The refusals that are about what the customer or staff filled in: the answer names the fields
 * at fault (its details), nothing was done, and a form says why at each field. The order form
 * keeps its fields for them; anything else is a message for the whole screen.
 */
export const FIELD_ERROR_CODES = [
  'UNPROCESSABLE',
  'BRANCH_UNKNOWN',
  'ORDER_LINES_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'COLLECTION_DAY_UNAVAILABLE',
  'CURRENCY_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

/** True for a code whose answer is about the fields (FIELD_ERROR_CODES). */
export function isFieldErrorCode(code: string): boolean {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code);
}
