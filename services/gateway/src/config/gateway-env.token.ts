/** Injection token for the gateway's parsed environment. */
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
