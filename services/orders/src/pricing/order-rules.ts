export const ORDER_RULES = Symbol('ORDER_RULES');

/** The bureau's configured rules for an order (from env). */
export interface OrderRules {
  minGbp: string;
  maxGbp: string;
  rateTolerancePct: number;
  rateGuaranteeHours: number;
  /** A rate older than this (seconds since its refresh) is indicative: quoted, never ordered. */
  maxRateAgeSeconds: number;
}
