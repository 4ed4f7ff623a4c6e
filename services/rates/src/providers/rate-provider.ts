/**
 * Where market rates come from. Every provider answers in units of the currency per 1 GBP, as a
 * decimal string, and says plainly when it cannot.
 */
export interface RateProvider {
  /** Shown in logs, events and the admin list, e.g. "offline-snapshot". */
  readonly name: string;
  /** The market rate of one currency: units per 1 GBP. */
  rateOf(code: string): Promise<string>;
  /**
   * The market rates of several currencies at once, for a refresh of every currency. Codes the
   * provider has no rate for are left out of the map (and listed in `missing`), never guessed.
   */
  ratesOf(codes: readonly string[]): Promise<{ rates: Map<string, string>; missing: string[] }>;
}

export type ProviderFailureReason =
  'timeout' | 'http-error' | 'malformed' | 'missing-currency' | 'unreachable';

/** A provider could not give a rate. The last good rate stays; the failure is recorded and logged. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: ProviderFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
