/** Injection token for the configured RateProvider. */
export const RATE_PROVIDER = Symbol('RATE_PROVIDER');
