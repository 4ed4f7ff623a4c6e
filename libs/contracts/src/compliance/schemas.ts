import { z } from 'zod';
import { decimalString, isoDateTime } from '../common/schemas';
import { actorSchema } from '../orders/schemas';
import {
  CASE_KINDS,
  CASE_STATUSES,
  ID_DOCUMENT_TYPES,
  PROOF_OF_ADDRESS_TYPES,
  RED_FLAG_RULES,
  REPORT_STATUSES,
} from './codes';
import { countryCode, day, dueDiligenceAnswersSchema, holdKindSchema } from './due-diligence';

const reason = z
  .string({ error: 'Give the reason' })
  .trim()
  .min(3, 'Give the reason')
  .max(2000, 'must be at most 2000 characters');

// ---------------------------------------------------------------- ID at collection

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /admin/orders/{id}/complete `idCheck`: the ID the clerk saw. */
export const idCheckInputSchema = z
  .object({
    documentType: z.enum(ID_DOCUMENT_TYPES, { error: 'Choose the type of ID' }),
    documentNumber: required('Enter the document number').max(40),
    issuingCountry: countryCode,
    /** Not past on the day of collection. */
    expiryDate: day,
    dateOfBirth: day,
    nameMatches: z.literal(true, { error: "Confirm the name matches the order's" }),
    /** Card-paid orders: the card's name matches the ID. */
    cardNameMatches: z.literal(true, { error: "Confirm the card's name matches" }).optional(),
    /** At or above the house threshold: the proof of address seen, dated within 90 days. */
    proofOfAddress: z.object({ type: z.enum(PROOF_OF_ADDRESS_TYPES), issuedOn: day }).optional(),
    /** A photo or scan of the document: data URL, JPEG or PNG, at most 2 MB. */
    photo: z
      .string()
      .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/=]+$/, 'must be a JPEG or PNG image')
      .max(2_800_000, 'must be at most 2 MB')
      .optional(),
  })
  .strict();
export type IdCheckInput = z.infer<typeof idCheckInputSchema>;

/** An ID record as staff see it: the number masked; the photo only for officers (photoUrl). */
export const idCheckViewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  documentType: z.enum(ID_DOCUMENT_TYPES),
  /** "•••••4821". */
  documentNumberMasked: z.string(),
  issuingCountry: countryCode,
  expiryDate: day,
  dateOfBirth: day,
  proofOfAddress: z.object({ type: z.enum(PROOF_OF_ADDRESS_TYPES), issuedOn: day }).nullable(),
  hasPhoto: z.boolean(),
  recordedAt: isoDateTime,
  recordedBy: actorSchema,
});
export type IdCheckView = z.infer<typeof idCheckViewSchema>;

// ---------------------------------------------------------------- sanctions list

/**
 * The most characters a list file may have (the UK Sanctions List CSV is about 15 MB): the
 * gateway's body limit for its upload (40 MB) leaves room above it for JSON's escaping.
 */
export const SANCTIONS_LIST_MAX_CHARS = 32 * 1_048_576;

export const sanctionsListStatusSchema = z.object({
  /** The list's own date (its "Report Date" or "Last Updated"); null before any import. */
  listDate: day.nullable(),
  importedAt: isoDateTime.nullable(),
  /** Designated persons and entities; names counts every alias. */
  entries: z.number().int().min(0),
  names: z.number().int().min(0),
  format: z.enum(['uk_sanctions_list', 'ofsi_consolidated']).nullable(),
  source: z.string().nullable(),
  /** Older than SANCTIONS_MAX_AGE_DAYS: officers are alerted. */
  stale: z.boolean(),
  /** The last refused import (shrank, malformed, unreachable), if after the last good one. */
  lastRefusal: z.object({ at: isoDateTime, reason: z.string() }).nullable(),
});
export type SanctionsListStatus = z.infer<typeof sanctionsListStatusSchema>;

/** A possible match found by screening, for the officer. */
export const sanctionsMatchSchema = z.object({
  entryId: z.string(),
  /** The listed name that matched (primary or alias). */
  listedName: z.string(),
  primaryName: z.string(),
  /** 0..1; at or above SANCTIONS_MATCH_THRESHOLD it is a possible match. */
  score: z.number(),
  datesOfBirth: z.array(z.string()),
  regime: z.string().nullable(),
  kind: z.enum(['individual', 'entity', 'ship']),
});
export type SanctionsMatch = z.infer<typeof sanctionsMatchSchema>;

// ---------------------------------------------------------------- holds, cases, reports

export const orderRefSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  customerName: z.string(),
  email: z.string(),
  totalGbp: decimalString,
  placedAt: isoDateTime,
});

export const holdSchema = z.object({
  id: z.uuid(),
  kind: holdKindSchema,
  order: orderRefSchema,
  openedAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
  /** Possible matches (sanctions holds). */
  matches: z.array(sanctionsMatchSchema),
  /** The case or report behind it. */
  caseId: z.uuid().nullable(),
  reportId: z.uuid().nullable(),
  decision: z
    .object({
      outcome: z.enum(['cleared', 'confirmed', 'approved', 'rejected', 'released']),
      reason: z.string(),
      by: actorSchema,
      at: isoDateTime,
      /** A confirmed sanctions match: the report to OFSI. */
      ofsiReference: z.string().nullable(),
      ofsiReportedOn: day.nullable(),
    })
    .nullable(),
});
export type Hold = z.infer<typeof holdSchema>;

export const caseSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CASE_KINDS),
  rule: z.enum(RED_FLAG_RULES).nullable(),
  status: z.enum(CASE_STATUSES),
  /** What was noticed, in words ("3 orders of GBP 950-990 in 7 days"). */
  summary: z.string(),
  orders: z.array(orderRefSchema),
  openedAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
  closedBy: actorSchema.nullable(),
  closeReason: z.string().nullable(),
  /** Enhanced due diligence: the customer's answers and the high-risk country check. */
  edd: z
    .object({
      answers: dueDiligenceAnswersSchema,
      highRiskCountries: z.array(countryCode),
      linkedEur: decimalString,
      eurRate: decimalString,
      eurRateDay: day,
    })
    .nullable(),
});
export type ComplianceCase = z.infer<typeof caseSchema>;

/** A suspicion report as the officer sees it. */
export const suspicionReportSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(REPORT_STATUSES),
  raisedBy: actorSchema,
  raisedAt: isoDateTime,
  noticed: z.string(),
  /** The order it was raised on, or the customer (by e-mail) with their orders. */
  orders: z.array(orderRefSchema),
  customerEmail: z.string().nullable(),
  nca: z
    .object({
      reference: z.string(),
      submittedOn: day,
      consentRequested: z.boolean(),
      /** Working-day notice period end (7 working days after submission). */
      noticeEndsOn: day.nullable(),
      refusedOn: day.nullable(),
      /** 31 days after a refusal. */
      moratoriumEndsOn: day.nullable(),
      consentGivenOn: day.nullable(),
    })
    .nullable(),
  decision: z.object({ reason: z.string(), by: actorSchema, at: isoDateTime }).nullable(),
});
export type SuspicionReport = z.infer<typeof suspicionReportSchema>;

/** What the member of staff who raised a report sees: that it was received, nothing more. */
export const reportReceiptSchema = z.object({
  reference: z.string(),
  receivedAt: isoDateTime,
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const raiseReportSchema = z
  .object({
    noticed: z
      .string({ error: 'Say what you noticed' })
      .trim()
      .min(10, 'Say what you noticed (at least 10 characters)')
      .max(4000, 'must be at most 4000 characters'),
  })
  .strict();

/** The officer's decisions. */
export const clearHoldSchema = z.object({ reason }).strict();
export const confirmMatchSchema = z
  .object({
    reason,
    ofsiReference: required('Enter the OFSI reference').max(100),
    ofsiReportedOn: day,
  })
  .strict();
export const eddDecisionSchema = z
  .object({ outcome: z.enum(['approved', 'rejected']), reason })
  .strict();
export const closeCaseSchema = z.object({ reason }).strict();
export const reportDecisionSchema = z.discriminatedUnion('outcome', [
  z
    .object({
      outcome: z.literal('submitted'),
      ncaReference: required('Enter the NCA reference').max(100),
      submittedOn: day,
      consentRequested: z.boolean(),
      reason,
    })
    .strict(),
  z.object({ outcome: z.literal('no_further_action'), reason }).strict(),
]);
export const consentDecisionSchema = z
  .object({ outcome: z.enum(['given', 'refused']), on: day, reason })
  .strict();

// ---------------------------------------------------------------- officer's dashboard, audit, export

export const complianceDashboardSchema = z.object({
  list: sanctionsListStatusSchema,
  /** Open holds and cases, oldest first, with their age in hours. */
  openHolds: z.array(holdSchema.extend({ ageHours: z.number() })),
  openCases: z.array(caseSchema.extend({ ageHours: z.number() })),
  reports: z.object({
    thisMonth: z.number().int(),
    awaitingDecision: z.number().int(),
    awaitingConsent: z.number().int(),
    open: z.array(suspicionReportSchema),
  }),
  alerts: z.array(z.object({ kind: z.string(), message: z.string(), at: isoDateTime })),
});
export type ComplianceDashboard = z.infer<typeof complianceDashboardSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  by: actorSchema,
  /** "viewed hold", "cleared hold", "granted compliance_officer", ... */
  action: z.string(),
  subject: z.string(),
  detail: z.string().nullable(),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
});

export const exportQuerySchema = z.object({ from: day, to: day }).strict();

// ---------------------------------------------------------------- data rights

/** POST /me/erasure: what went and what was refused, with the reason. */
export const erasureResultSchema = z.object({
  erased: z.array(z.object({ what: z.string() })),
  refused: z.array(z.object({ what: z.string(), reason: z.string(), keptUntil: day.nullable() })),
  recordedAt: isoDateTime,
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** GET /me/data: the customer's data (no screening results, cases, holds or reports). */
export const myDataSchema = z.object({
  exportedAt: isoDateTime,
  account: z.object({
    email: z.string(),
    createdAt: isoDateTime,
    lastSignInAt: isoDateTime.nullable(),
  }),
  orders: z.array(z.record(z.string(), z.unknown())),
  alerts: z.array(z.record(z.string(), z.unknown())),
  /** The devices the customer gets pushes on (absent in exports from before push). */
  pushDevices: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type MyData = z.infer<typeof myDataSchema>;
