/** The payment settings the use cases read (from config/env.ts). */
export interface PaymentsSettings {
  /** PAYMENTS_PROVIDER is not off. */
  cards: boolean;
  /** CHECKOUT_EXPIRY_MINUTES. */
  expiresInMinutes: number;
  /** Not PAYMENTS_ALLOW_CREDIT_CARDS. */
  debitOnly: boolean;
  /** REFUND_RETRY_SECONDS: the first wait before a failed refund is tried again. */
  refundRetrySeconds: number;
  /** REFUND_RETRY_MAX_ATTEMPTS. */
  refundRetryMaxAttempts: number;
  /** RECONCILE_EVERY_MINUTES (0: staff only). */
  reconcileEveryMinutes: number;
  /** RECONCILE_DAYS. */
  reconcileDays: number;
}

export const PAYMENTS_SETTINGS = Symbol('PAYMENTS_SETTINGS');
