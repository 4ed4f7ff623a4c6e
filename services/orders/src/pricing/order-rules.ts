import type { BuyBackSettings, DeliverySettings } from '@fx/contracts';

export const ORDER_RULES = Symbol('ORDER_RULES');

/** The bureau's configured rules for an order (from env). */
export interface OrderRules {
  minGbp: string;
  maxGbp: string;
  /** A customer's orders over the window (by e-mail or phone) may come to at most this. */
  linkedLimitGbp: string;
  linkedWindowDays: number;
  rateTolerancePct: number;
  rateGuaranteeHours: number;
  /** A rate older than this (seconds since its refresh) is indicative: quoted, never ordered. */
  maxRateAgeSeconds: number;
  /** Home delivery of card-paid orders: limits, fees, the cut-off (rules/delivery.ts). */
  delivery: DeliverySettings;
  /** The buy-back guarantee sold with card-paid orders (rules/buy-back.ts). */
  buyBack: BuyBackSettings;
  /** What a customer's cancellation of a paid order keeps back, in pounds (the Terms'). */
  cancellationFeeGbp: string;
  /** Hours a card-paid order may wait for acceptance before its hold is released. */
  cardAcceptWithinHours: number;
  /**
   * COMPLIANCE_SCREENING: required (new orders wait for the compliance service's screening) or
   * off (new orders are clear at once: test stacks without the compliance service).
   */
  complianceScreening: 'required' | 'off';
  /** ID_HOUSE_THRESHOLD_GBP: ID at collection, a date of birth for delivery, at or above it. */
  houseThresholdGbp: string;
  /** CDD_STATUTORY_THRESHOLD_EUR: enhanced due diligence, single or linked; no delivery. */
  statutoryThresholdEur: string;
  /** CASH_DECLARATION_GBP: the border's cash declaration limit (a notice). */
  cashDeclarationGbp: string;
}
