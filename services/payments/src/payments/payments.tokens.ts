/** The payment settings the use cases read (from config/env.ts). */
export interface PaymentsSettings {
  /** CHECKOUT_EXPIRY_MINUTES. */
  expiresInMinutes: number;
  /** Not PAYMENTS_ALLOW_CREDIT_CARDS. */
  debitOnly: boolean;
}

export const PAYMENTS_SETTINGS = Symbol('PAYMENTS_SETTINGS');
