/** Injection token for the rates service's parsed environment. */
export const RATES_ENV = Symbol('RATES_ENV');
