/** What the push module is given (from the service's env). */
export interface PushOptions {
  enabled: boolean;
  vapid: { subject: string; publicKey: string; privateKey: string };
  /** How long a push service keeps a push for a device that is offline (seconds). */
  ttlSeconds: number;
  /**
   * Whether a device's endpoint may be plain http (a local push service: tests, development).
   * Never in production: there an http endpoint is treated as gone.
   */
  allowHttpEndpoints: boolean;
}

export const PUSH_OPTIONS = Symbol('PUSH_OPTIONS');
