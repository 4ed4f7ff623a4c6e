import { z } from 'zod';
import { actorSchema } from '../orders/schemas';
import {
  auditPageSchema,
  caseSchema,
  clearHoldSchema,
  closeCaseSchema,
  complianceDashboardSchema,
  confirmMatchSchema,
  consentDecisionSchema,
  eddDecisionSchema,
  exportQuerySchema,
  holdSchema,
  idCheckInputSchema,
  idCheckViewSchema,
  raiseReportSchema,
  reportDecisionSchema,
  reportReceiptSchema,
  SANCTIONS_LIST_MAX_CHARS,
  sanctionsListStatusSchema,
  suspicionReportSchema,
} from './schemas';

/** Who asks: every officer RPC carries the member of staff, for the audit log. */
const by = { by: actorSchema };
const withId = z.object({ id: z.uuid(), ...by });
const listQuery = z.object({ status: z.enum(['open', 'closed']).default('open'), ...by }).strict();

/**
 * The compliance service's requests (queue `compliance.requests`). Every read and change of
 * compliance data is written to the append-only audit log with `by`. The officer-only ones are
 * behind /admin/compliance (role compliance_officer, checked by the gateway).
 */
export const COMPLIANCE_RPC = {
  // ------------------------------------------------------------ officer (role compliance_officer)
  'compliance.dashboard': { request: z.object(by).strict(), response: complianceDashboardSchema },
  'compliance.list.status': { request: z.object({}).strict(), response: sanctionsListStatusSchema },
  /**
   * Imports a list: `csv` given (an operator's file, an officer's upload) or downloaded from
   * SANCTIONS_LIST_URL. Refused (the list in force stays) when malformed (SANCTIONS_LIST_INVALID,
   * naming line and column) or shrunk (SANCTIONS_LIST_SHRANK). Open orders are screened again.
   */
  'compliance.list.import': {
    request: z
      .object({
        csv: z.string().max(SANCTIONS_LIST_MAX_CHARS).optional(),
        source: z.string().max(500).optional(),
        ...by,
      })
      .strict(),
    response: sanctionsListStatusSchema,
  },
  'compliance.holds.list': {
    request: listQuery,
    response: z.object({ holds: z.array(holdSchema) }),
  },
  'compliance.holds.get': { request: withId.strict(), response: holdSchema },
  /** A possible match is not the listed person: the hold is lifted (order.cleared). */
  'compliance.holds.clear': {
    request: withId.extend(clearHoldSchema.shape).strict(),
    response: holdSchema,
  },
  /** The match is confirmed: the order is frozen (order.frozen) and the report to OFSI recorded. */
  'compliance.holds.confirm': {
    request: withId.extend(confirmMatchSchema.shape).strict(),
    response: holdSchema,
  },
  'compliance.cases.list': {
    request: listQuery,
    response: z.object({ cases: z.array(caseSchema) }),
  },
  'compliance.cases.get': { request: withId.strict(), response: caseSchema },
  /** A red flag looked into: closed with the officer's reason. */
  'compliance.cases.close': {
    request: withId.extend(closeCaseSchema.shape).strict(),
    response: caseSchema,
  },
  /** Enhanced due diligence: approved (the hold is lifted) or rejected (the order stays held). */
  'compliance.cases.decideEdd': {
    request: withId.extend(eddDecisionSchema.shape).strict(),
    response: caseSchema,
  },
  'compliance.reports.list': {
    request: listQuery,
    response: z.object({ reports: z.array(suspicionReportSchema) }),
  },
  'compliance.reports.get': { request: withId.strict(), response: suspicionReportSchema },
  /** Submitted to the NCA (consent asked: related orders held) or no further action. */
  'compliance.reports.decide': {
    request: z.object({ id: z.uuid(), decision: reportDecisionSchema, ...by }).strict(),
    response: suspicionReportSchema,
  },
  /** The NCA gave or refused consent: given lifts the holds; refused starts the moratorium. */
  'compliance.reports.consent': {
    request: withId.extend(consentDecisionSchema.shape).strict(),
    response: suspicionReportSchema,
  },
  'compliance.audit.list': {
    request: z
      .object({
        page: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(200).default(50),
        ...by,
      })
      .strict(),
    response: auditPageSchema,
  },
  /** The CSV for an HMRC visit: orders over thresholds, holds, decisions; formula cells neutralised. */
  'compliance.export': {
    request: exportQuerySchema.extend(by).strict(),
    response: z.object({ filename: z.string(), csv: z.string() }),
  },
  /** The document's photo (officers only). */
  'compliance.idChecks.photo': {
    request: withId.strict(),
    response: z.object({ dataUrl: z.string() }),
  },

  // ------------------------------------------------------------ any member of staff (role admin)
  /**
   * An internal suspicion report on an order (orderId) or a customer (customerEmail). The member
   * who raised it is told only that it was received.
   */
  'compliance.reports.raise': {
    request: z
      .object({
        orderId: z.uuid().optional(),
        customerEmail: z.email().optional(),
        ...raiseReportSchema.shape,
        ...by,
      })
      .strict(),
    response: reportReceiptSchema,
  },
  /**
   * The ID seen at collection, stored encrypted: checked against the order (expiry not past, proof
   * of address within 90 days at or above the house threshold, the card's name for card orders).
   */
  'compliance.idChecks.record': {
    request: z.object({ orderId: z.uuid(), idCheck: idCheckInputSchema, ...by }).strict(),
    response: idCheckViewSchema,
  },
  /** An order's ID record, masked; null when none was made. */
  'compliance.idChecks.ofOrder': {
    request: z.object({ orderId: z.uuid(), ...by }).strict(),
    response: z.object({ idCheck: idCheckViewSchema.nullable() }),
  },

  // ------------------------------------------------------------ the customer's data rights
  /** A data export or erasure request, recorded (with what was refused and why). */
  'compliance.dataRequests.record': {
    request: z
      .object({
        emailSha256: z.string().regex(/^[0-9a-f]{64}$/),
        kind: z.enum(['export', 'erasure']),
        detail: z.string().max(4000),
      })
      .strict(),
    response: z.object({ recordedAt: z.iso.datetime({ offset: true }) }),
  },
} as const;
