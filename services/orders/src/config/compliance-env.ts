import { z } from 'zod';
import { isDecimalString } from '@fx/contracts';

const amount = z
  .string()
  .refine(isDecimalString, { message: 'must be an amount such as 1000 or 15000.00' });

/** Compliance (issue 33): screening, due diligence thresholds and retention, each a setting. */
export const complianceEnvShape = {
  /**
   * required: new orders wait for the compliance service's screening (pending) before staff can
   * accept them. off: new orders are clear at once, for test stacks without the compliance
   * service; refused in production.
   */
  COMPLIANCE_SCREENING: z.enum(['required', 'off']).default('required'),
  /** At or above this (GBP), ID and proof of address at collection; delivery needs a birth date. */
  ID_HOUSE_THRESHOLD_GBP: amount.default('1000'),
  /** The Money Laundering Regulations' threshold, single or linked, in euros. */
  CDD_STATUTORY_THRESHOLD_EUR: amount.default('15000'),
  /** Cash over this must be declared at the UK border: a notice on large orders. */
  CASH_DECLARATION_GBP: amount.default('10000'),
  /** Completed orders' personal data is kept this many years from completion (at least 5). */
  RETENTION_YEARS: z.coerce
    .number()
    .int()
    .min(5, 'must be at least 5: the Money Laundering Regulations keep records 5 years')
    .max(50)
    .default(5),
  /** Orders never completed keep their personal data this many years from their last change. */
  INCOMPLETE_RETENTION_YEARS: z.coerce.number().int().min(1).max(50).default(2),
};

/** Production never runs without screening. */
export function refuseScreeningOff(
  env: { COMPLIANCE_SCREENING: 'required' | 'off' },
  ctx: z.RefinementCtx,
): void {
  if (env.COMPLIANCE_SCREENING === 'off')
    ctx.addIssue({
      code: 'custom',
      path: ['COMPLIANCE_SCREENING'],
      message: 'must be required in production: no order is accepted unscreened',
    });
}
