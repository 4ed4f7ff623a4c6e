import { z } from 'zod';
import { isoDateTime } from '../common/schemas';
import { complianceStatusSchema, holdKindSchema } from './due-diligence';

/**
 * Where an order now stands with compliance, after a screening or a decision. `sequence` rises
 * with every change of the order's standing: a consumer keeps the highest it has seen, so events
 * out of order cannot undo a hold. Nothing here says why beyond the hold's kind.
 */
export const orderComplianceSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: complianceStatusSchema,
  /** The open holds (empty when clear). */
  holds: z.array(z.object({ id: z.uuid(), kind: holdKindSchema })),
  sequence: z.number().int().positive(),
  at: isoDateTime,
});
export type OrderCompliance = z.infer<typeof orderComplianceSchema>;

/** Something officers must know now (also e-mailed to COMPLIANCE_ALERT_EMAIL). */
export const complianceAlertSchema = z.object({
  kind: z.enum(['list_stale', 'list_refused', 'list_imported', 'case_opened', 'report_raised']),
  message: z.string(),
  at: isoDateTime,
});

/** The compliance service's events, keyed by routing key. */
export const COMPLIANCE_EVENTS = {
  /** Screened against the list in force with no possible match and no other hold: clear. */
  'order.screened': orderComplianceSchema,
  /** A hold was opened (status held). */
  'order.held': orderComplianceSchema,
  /** A hold was lifted by the officer (status clear, or still held by another hold). */
  'order.cleared': orderComplianceSchema,
  /** A confirmed sanctions match: frozen for good, reported to OFSI. */
  'order.frozen': orderComplianceSchema,
  'compliance.alert': complianceAlertSchema,
} as const;
