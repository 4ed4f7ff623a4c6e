// No zod here: the SPA imports this module at run time (through @fx/contracts/web).

/** Why the compliance service refused: each maps to one HTTP status (the gateway's statusOf). */
export const COMPLIANCE_ERROR_CODES = [
  /** No case, hold, report, ID record or list entry with this id. */
  'COMPLIANCE_NOT_FOUND',
  /** The case, hold or report was already decided, or is not in a state that allows this. */
  'COMPLIANCE_STATE_INVALID',
  /** A sanctions list file that cannot be read: the answer names the line and column. */
  'SANCTIONS_LIST_INVALID',
  /** A new list whose entry count fell by more than SANCTIONS_MAX_DROP_SHARE: refused. */
  'SANCTIONS_LIST_SHRANK',
  /** The list could not be downloaded from SANCTIONS_LIST_URL. */
  'SANCTIONS_LIST_UNAVAILABLE',
  /** The order is on hold, frozen or not screened yet: staff cannot accept or complete it. */
  'ORDER_ON_HOLD',
  /** A collection cannot be completed without the ID seen (POST .../complete with `idCheck`). */
  'ID_CHECK_REQUIRED',
] as const;

export type ComplianceErrorCode = (typeof COMPLIANCE_ERROR_CODES)[number];

/**
 * Where an order stands with compliance, as the orders service mirrors it:
 * pending = not screened yet ("screening pending"), clear = screened with no open hold,
 * held = at least one open hold (a possible sanctions match, enhanced due diligence awaiting the
 * officer, a suspicion report awaiting consent), frozen = a confirmed sanctions match (funds frozen,
 * reported to OFSI). Staff accept only `clear` orders.
 */
export const COMPLIANCE_STATUSES = ['pending', 'clear', 'held', 'frozen'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Why an order is held. */
export const HOLD_KINDS = [
  'sanctions_match',
  'enhanced_due_diligence',
  'suspicion_report',
] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/**
 * Customer due diligence an order needs: none, `id` (at or above the house threshold: photo ID and
 * proof of address at collection), `enhanced` (at or above EUR 15,000 single or linked: PEP
 * question, the officer's approval with an EDD record).
 */
export const DUE_DILIGENCE_LEVELS = ['none', 'id', 'enhanced'] as const;
export type DueDiligenceLevel = (typeof DUE_DILIGENCE_LEVELS)[number];

export const ID_DOCUMENT_TYPES = [
  'passport',
  'uk_photo_driving_licence',
  'eu_photo_driving_licence',
  'eu_national_id_card',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  passport: 'Passport',
  uk_photo_driving_licence: 'UK photo driving licence',
  eu_photo_driving_licence: 'EU photo driving licence',
  eu_national_id_card: 'EU national ID card',
};

export const PROOF_OF_ADDRESS_TYPES = [
  'utility_bill',
  'bank_statement',
  'council_tax_bill',
  'hmrc_letter',
  'tenancy_agreement',
] as const;
export type ProofOfAddressType = (typeof PROOF_OF_ADDRESS_TYPES)[number];
export const PROOF_OF_ADDRESS_LABELS: Record<ProofOfAddressType, string> = {
  utility_bill: 'Utility bill',
  bank_statement: 'Bank or building society statement',
  council_tax_bill: 'Council tax bill',
  hmrc_letter: 'Letter from HMRC',
  tenancy_agreement: 'Tenancy agreement',
};
/** A proof of address is dated within this many days of the collection. */
export const PROOF_OF_ADDRESS_MAX_AGE_DAYS = 90;

export const SOURCES_OF_FUNDS = [
  'salary',
  'savings',
  'sale_of_property',
  'inheritance',
  'business_income',
  'pension',
  'other',
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];
export const SOURCE_OF_FUNDS_LABELS: Record<SourceOfFunds, string> = {
  salary: 'Salary',
  savings: 'Savings',
  sale_of_property: 'Sale of property',
  inheritance: 'Inheritance',
  business_income: 'Business income',
  pension: 'Pension',
  other: 'Other',
};

/** The red-flag rules (each a setting); a flag opens a case and does not block the order. */
export const RED_FLAG_RULES = [
  /** Several orders just under the house ID threshold or the order limit within a window. */
  'splitting',
  /** One phone number or address used with different names. */
  'shared_contact',
  /** Many cancellations by one customer within a window. */
  'cancellations',
  /** An order far above the customer's usual. */
  'unusual_amount',
] as const;
export type RedFlagRule = (typeof RED_FLAG_RULES)[number];
export const RED_FLAG_LABELS: Record<RedFlagRule, string> = {
  splitting: 'Orders just under a threshold (splitting)',
  shared_contact: 'One phone or address with different names',
  cancellations: 'Many cancellations',
  unusual_amount: "Far above the customer's usual",
};

/** A case's kind: a red flag, a possible sanctions match, an EDD approval. */
export const CASE_KINDS = ['red_flag', 'sanctions_match', 'enhanced_due_diligence'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export const CASE_STATUSES = ['open', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** An internal suspicion report's life: raised, then the officer's decision. */
export const REPORT_STATUSES = [
  'raised',
  /** Submitted to the NCA asking for consent: related orders held, the consent clock runs. */
  'awaiting_consent',
  /** The NCA refused consent: the 31-day moratorium runs, orders stay held. */
  'consent_refused',
  /** Submitted to the NCA, consent given (or the notice period / moratorium ended): holds lifted. */
  'submitted',
  'no_further_action',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** NCA consent (DAML): the notice period in working days, then the moratorium if refused. */
export const CONSENT_NOTICE_WORKING_DAYS = 7;
export const CONSENT_MORATORIUM_DAYS = 31;

/** What the customer sees of an order that is pending, held or frozen: never more (tipping off). */
export const ORDER_BEING_CHECKED =
  'We are checking your order. We will be in touch if we need anything else.';

/** Shown on the order form at or above the house threshold. */
export const ID_NEEDED_NOTICE =
  'For this amount you will need photo ID (passport or photo driving licence) and a proof of address dated within the last 3 months when you collect.';

/** The compliance service's defaults, each a setting (DOMAIN-FACTS.md). */
export const COMPLIANCE_DEFAULTS = {
  houseIdThresholdGbp: '1000',
  statutoryThresholdEur: '15000',
  sanctionsMatchThreshold: 0.88,
  sanctionsMaxDropShare: 0.2,
  sanctionsMaxAgeDays: 7,
  retentionYears: 5,
  incompleteRetentionYears: 2,
} as const;

/** Spreadsheet formula injection: a CSV cell starting with one of these is neutralised. */
export const CSV_FORMULA_PREFIXES = ['=', '+', '-', '@'] as const;
