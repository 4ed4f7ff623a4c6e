import { z } from 'zod';
import { decimalString, isoDateTime } from '../common/schemas';
import { COMPLIANCE_STATUSES, DUE_DILIGENCE_LEVELS, HOLD_KINDS, SOURCES_OF_FUNDS } from './codes';

// Customer due diligence as the order form, the orders service and compliance share it. Imports
// nothing of orders, so the order's own schemas can use it.

/** A calendar day, London (2026-11-26). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD')
  .meta({ maxLength: 10 });
/** ISO 3166-1 alpha-2, upper case (GB). */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB')
  .meta({ maxLength: 2 });
export const complianceStatusSchema = z.enum(COMPLIANCE_STATUSES);
export const holdKindSchema = z.enum(HOLD_KINDS);
export const dueDiligenceLevelSchema = z.enum(DUE_DILIGENCE_LEVELS);

// ---------------------------------------------------------------- due diligence (orders + form)

/**
 * What the customer answers on the order form at or above the statutory threshold (POST /orders
 * `dueDiligence`): the PEP question, the source of the funds, nationality and country of residence.
 */
export const dueDiligenceAnswersSchema = z.object({
  politicallyExposed: z.boolean({ error: 'Say whether you are a politically exposed person' }),
  /** Required when politicallyExposed: the role held, by whom (a family member or associate). */
  politicalRole: z.string().trim().max(500).optional(),
  sourceOfFunds: z.enum(SOURCES_OF_FUNDS, { error: 'Choose where the money comes from' }),
  sourceOfFundsDetail: z.string().trim().max(1000).optional(),
  nationality: countryCode,
  countryOfResidence: countryCode,
});
export type DueDiligenceAnswers = z.infer<typeof dueDiligenceAnswersSchema>;

/**
 * The orders service's decision at placement, stored with the order and carried in its events:
 * the level, the amounts it was decided on and the EUR rate used (the previous working day's).
 */
export const dueDiligenceDecisionSchema = z.object({
  level: dueDiligenceLevelSchema,
  orderGbp: decimalString,
  /** This order with the customer's linked orders over the window. */
  linkedGbp: decimalString,
  /** linkedGbp in euros at eurRate. */
  linkedEur: decimalString,
  /** EUR per GBP, the market rate at the close of eurRateDay. */
  eurRate: decimalString,
  eurRateDay: day,
  houseThresholdGbp: decimalString,
  statutoryThresholdEur: decimalString,
  /** The order limit in force (for the splitting rule). */
  orderLimitGbp: decimalString,
  answers: dueDiligenceAnswersSchema.nullable(),
  /** Delivery orders at or above the house threshold: the date of birth given. */
  dateOfBirth: day.nullable(),
  decidedAt: isoDateTime,
});
export type DueDiligenceDecision = z.infer<typeof dueDiligenceDecisionSchema>;

/** What the site shows and the form checks before it asks (part of the site settings). */
export const dueDiligenceSettingsSchema = z.object({
  houseIdThresholdGbp: decimalString,
  statutoryThresholdEur: decimalString,
  /** statutoryThresholdEur in pounds at the previous working day's EUR market rate. */
  statutoryThresholdGbp: decimalString,
  eurRateDay: day,
  /** The cash declaration limit at the border (GBP 10,000): a notice on large orders. */
  cashDeclarationGbp: decimalString,
});
export type DueDiligenceSettings = z.infer<typeof dueDiligenceSettingsSchema>;
